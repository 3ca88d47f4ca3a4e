import { describe, expect, it } from 'vitest';
import { ImportError, MAX_IMPORT_BYTES } from './imported.js';
import { readMoodleXml } from './read-moodle-xml.js';

const question = (body: string) =>
  `<question type="multichoice"><questiontext format="html"><text>${body}</text></questiontext>` +
  ['a', 'b', 'c', 'd'].map((o, i) => `<answer fraction="${i === 0 ? 100 : 0}"><text>${o}</text></answer>`).join('') +
  '</question>';

/** The problems a read of this XML is refused with, as `line: message (fix)`. */
function refusal(xml: string): string[] {
  try {
    readMoodleXml('hostile.xml', xml);
  } catch (error) {
    if (error instanceof ImportError) return error.problems.map((p) => `${p.line}: ${p.message} (${p.fix})`);
    throw error;
  }
  return [];
}

describe('reading XML from another tool', () => {
  it('refuses an external entity (XXE) at the DOCTYPE line, and reads no file', () => {
    const xml = `<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<quiz>${question('&secret;')}</quiz>`;
    expect(refusal(xml)).toEqual([
      expect.stringMatching(
        /^2: the file declares a DOCTYPE, which we never read .* \(remove the <!DOCTYPE \.\.\.> declaration\)$/,
      ),
    ]);
  });

  it('refuses entities that expand without end (billion laughs)', () => {
    const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const xml = `<!DOCTYPE quiz [<!ENTITY l0 "lol">${entities}]>\n<quiz>${question('&l9;')}</quiz>`;
    expect(refusal(xml)).toEqual([expect.stringMatching(/^1: the file declares a DOCTYPE/)]);
  });

  it('keeps an undeclared entity as the text it is, and decodes only XML’s own five and character references', () => {
    const read = readMoodleXml(
      'x.xml',
      `<quiz>${question('&lt;p&gt;a &amp;amp; &#65;&#x42; &secret;&lt;/p&gt;')}</quiz>`,
    );
    expect(read.questions[0]!.question).toBe('<p>a &amp; AB &secret;</p>');
  });

  it('refuses XML nested deeper than 32 levels, and XML that is not well-formed, with the line', () => {
    const deep = `<quiz>${'<a>'.repeat(40)}${'</a>'.repeat(40)}</quiz>`;
    expect(refusal(deep)).toEqual([expect.stringMatching(/nest elements at most 32 deep/)]);
    expect(refusal(`<quiz>\n${question('x')}\n<question>\n</quiz>`)).toEqual([
      expect.stringMatching(/^4: the file is not well-formed XML: .*\(correct the XML there\)$/),
    ]);
  });

  it('refuses XML longer than a file we read, before parsing it', () => {
    const xml = `<quiz>${' '.repeat(MAX_IMPORT_BYTES)}</quiz>`;
    expect(refusal(xml)).toEqual([
      `1: the XML is ${xml.length} characters, more than the ${MAX_IMPORT_BYTES} we read (split it into several files)`,
    ]);
  });

  it('lists with its line, and leaves out, every question that is not one right answer among four', () => {
    const xml = `<quiz>\n${question('ok')}\n<question type="truefalse"></question>\n${question('x').replace('fraction="0"', 'fraction="100"')}\n</quiz>`;
    const read = readMoodleXml('set.xml', xml);
    expect(read.questions.map((q) => q.question)).toEqual(['ok']);
    expect(read.skipped.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'set.xml:3: question left out: a truefalse question',
      'set.xml:4: question left out: it has 2 right answers, where a question has exactly one',
    ]);
  });
});
