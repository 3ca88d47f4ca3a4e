import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTopicMarkdown } from '../content/parse-markdown.js';
import { FIXTURE_CONTENT } from '../testing/test-server.js';
import { FIXTURE_TRANSLATIONS } from '../testing/translation-fixture.js';
import { checkTranslationFiles } from './load-translations.js';

const alpha = parseTopicMarkdown(
  'topics/alpha.md',
  'alpha',
  readFileSync(path.join(FIXTURE_CONTENT, 'topics', 'alpha.md'), 'utf8'),
).draft!;
const ES_ALPHA = readFileSync(path.join(FIXTURE_TRANSLATIONS, 'es', 'alpha.md'), 'utf8');

/** Checks one translation file against the fixture's alpha topic. */
function check(text: string, locale = 'es', name = 'alpha.md') {
  const display = `translations/${locale}/${name}`;
  const file = { display, absolute: path.join('/content', display), text };
  return checkTranslationFiles([file], [alpha]);
}

const problemsOf = (text: string) => check(text).problems.map((p) => `${p.line}: ${p.message} (${p.fix})`);

/** The fixture translation with one change, which must be there to make. */
function changed(from: string, to: string) {
  expect(ES_ALPHA).toContain(from);
  return ES_ALPHA.replace(from, to);
}

describe('a translation file', () => {
  it('passes the fixture: one question fresh, one stale (reported at its source line)', () => {
    const result = check(ES_ALPHA);
    expect(result.problems).toEqual([]);
    expect(result.translations[0]).toMatchObject({ locale: 'es', slug: 'alpha', name: 'Alfa' });
    expect(result.translations[0]!.questions.map((q) => [q.localId, q.state])).toEqual([
      ['first-question', 'fresh'],
      ['second-question', 'stale'],
    ]);
    expect(result.translations[0]!.questions[0]!.text).toEqual({
      question: expect.stringContaining('<p>¿Qué da <code>1 + 1</code>?</p>'),
      options: ['`11`', '`2`', '`NaN`', '`undefined`'],
      correctAnswer: '`2`',
      explanation: 'Los dos operandos son números, así que `+` los suma.',
    });
    expect(result.warnings).toEqual([
      expect.objectContaining({
        file: 'translations/es/alpha.md',
        line: 26,
        message: expect.stringMatching(/"second-question" is stale/),
        fix: expect.stringContaining(
          'npm run content:translations -- --renew translations/es/alpha.md second-question',
        ),
      }),
    ]);
  });

  it('passes a file of front matter only: the topic named in the locale, no question yet', () => {
    const result = check('---\nlocale: de\ntopic: alpha\nname: Alpha auf Deutsch\n---\n', 'de');
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.translations).toEqual([
      { file: 'translations/de/alpha.md', locale: 'de', slug: 'alpha', name: 'Alpha auf Deutsch', questions: [] },
    ]);
  });

  it.each([
    [
      'an altered code block',
      'console.log(1 + 1);',
      'console.log(1 + 1) ;',
      /^13: .*this code block differs from the source's block 1/,
    ],
    ['a missing code block', '```js\nconsole.log(1 + 1);\n```\n', '', /^11: .*lacks the source's code block 1/],
    [
      'an inline span of the question text translated',
      '¿Qué da `1 + 1`?',
      '¿Qué da uno más uno?',
      /^11: .*the question text has `1 \+ 1` 0 times, the source once/,
    ],
    [
      'an inline span repeated',
      '¿Qué da `1 + 1`?',
      '¿Qué da `1 + 1`, `1 + 1`?',
      /the question text has `1 \+ 1` 2 times, the source once/,
    ],
    [
      'a code option altered',
      '- [ ] `NaN`',
      '- [ ] `NAN`',
      /^19: .*option 3 is code and differs from the source's `NaN`/,
    ],
    [
      'a code option with words around it',
      '- [ ] `undefined`',
      '- [ ] `undefined` (indefinido)',
      /option 4 is code and differs/,
    ],
    [
      "the explanation's code translated",
      'así que `+` los suma',
      'así que el más los suma',
      /^22: .*the explanation has `\+` 0 times/,
    ],
    [
      'a wrong answer mark',
      '- [ ] `11`\n- [x] `2`',
      '- [x] `11`\n- [ ] `2`',
      /^17: .*option 1 is marked \[x\], the source's \[ \]/,
    ],
    ['options reordered', '- [ ] var\n- [ ] let', '- [ ] let\n- [ ] var', /^$/],
    ['an option missing', '- [ ] static\n', '', /has 3 options, the source 4/],
    [
      'an id the source lacks',
      '## second-question',
      '## third-question',
      /^24: question "third-question" is not in topics\/alpha.md/,
    ],
    [
      'a source line missing',
      'source: 1904f0527411e72c\n',
      '',
      /does not start with "source: pending" or a fingerprint/,
    ],
    ['a malformed fingerprint', 'source: 1904f0527411e72c', 'source: 1904f05', /does not start with "source: pending"/],
    [
      'a difficulty line',
      'source: 1904f0527411e72c\n',
      'source: 1904f0527411e72c\ndifficulty: easy\n',
      /^10: .*"difficulty:" line, which belongs to the source/,
    ],
    ['a wrong locale', 'locale: es', 'locale: pt-BR', /^2: "locale:" is "pt-BR", the folder "es"/],
    ['a wrong topic', 'topic: alpha', 'topic: beta', /^3: "topic:" is "beta", the file "alpha.md"/],
    ['no name', 'name: Alfa\n', '', /the translation has no topic name/],
    [
      'an extra front matter key',
      'name: Alfa\n',
      'name: Alfa\ndifficulty: easy\n',
      /the front matter has "difficulty:"/,
    ],
    ['unclosed front matter', 'name: Alfa\n---', 'name: Alfa\n', /^1: the front matter is not closed/],
  ])('fails on %s, naming the line and the fix', (_what, from, to, expected) => {
    const problems = problemsOf(changed(from, to));
    if (expected.source === '^$') {
      // Prose options may be reordered only with their marks: the mark is where the check catches it.
      expect(problems).toEqual([]);
      return;
    }
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
  });

  it('leaves out of the served text every question that breaks a rule', () => {
    const result = check(changed('console.log(1 + 1);', 'console.log(2);'));
    expect(result.translations[0]!.questions.map((q) => q.localId)).toEqual(['second-question']);
  });

  it('fails on a locale folder that is not a translation locale and a topic that does not exist', () => {
    expect(check(ES_ALPHA.replace('locale: es', 'locale: fr'), 'fr').problems[0]!.message).toBe(
      '"fr" is not a locale questions are translated into',
    );
    expect(check(ES_ALPHA.replace('topic: alpha', 'topic: gamma'), 'es', 'gamma.md').problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: 'there is no Markdown topic content/topics/gamma.md to translate' }),
      ]),
    );
  });
});

describe('the example of docs/translations.md', () => {
  it('passes every rule against the question of content/topics/javascript.md it translates', async () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const doc = readFileSync(path.join(root, 'docs', 'translations.md'), 'utf8');
    const example = /^````markdown\n([\s\S]*?)^````$/m.exec(doc)![1]!;
    const source = 'content/topics/javascript.md';
    const javascript = parseTopicMarkdown(source, 'javascript', readFileSync(path.join(root, source), 'utf8')).draft!;
    const file = {
      display: 'translations/es/javascript.md',
      absolute: '/c/translations/es/javascript.md',
      text: example,
    };
    const result = checkTranslationFiles([file], [javascript]);
    expect(result.problems).toEqual([]);
    expect(result.translations[0]!.questions.map((q) => [q.localId, q.state])).toEqual([
      ['null-undefined-loose-equality', 'pending'],
    ]);
  });
});
