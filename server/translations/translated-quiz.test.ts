import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicDetailResponseSchema, topicListResponseSchema } from '../../contract/quiz.js';
import { localizedQuestionSchema } from '../../contract/translations/locales.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { translatedFixtureContent } from '../testing/translation-fixture.js';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const get = (server: Server, url: string) =>
  server.app.inject({ method: 'GET', url, headers: { host: 'quiz.test:3000' } });
/** The questions of a topic answer, each checked against the contract (a question of `?lang=` has `lang`). */
const questionsOf = (body: unknown) => {
  topicDetailResponseSchema.parse(body);
  return (body as { data: { questions: unknown[] } }).data.questions.map((q) => localizedQuestionSchema.parse(q));
};
/** The same without `lang`: what a question was before `?lang=`. */
const plainQuestionsOf = (body: unknown) => topicDetailResponseSchema.parse(body).data.questions;

describe.each(DIALECTS)('topics in a locale, on %s', (dialect) => {
  let translated: Server;
  let plain: Server;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const content = await translatedFixtureContent();
    cleanup = content.cleanup;
    [translated, plain] = await Promise.all([
      startTestServer({ dialect, contentSource: content.dir }),
      startTestServer({ dialect }),
    ]);
  });
  afterAll(async () => Promise.all([translated.close(), plain.close(), cleanup()]));

  it('serves a question in the locale when its translation is current, in English marked "en" when stale', async () => {
    const response = await get(translated, '/api/quiz/1?lang=es');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { name: string } }>();
    expect(body.data.name).toBe('Alfa');
    expect(questionsOf(body)).toEqual([
      {
        id: 'alpha:first-question',
        question:
          '<p>¿Qué da <code>1 + 1</code>?</p>\n<pre><code class="language-js">console.log(1 + 1);\n</code></pre>',
        options: ['`11`', '`2`', '`NaN`', '`undefined`'],
        correctAnswer: '`2`',
        explanation: 'Los dos operandos son números, así que `+` los suma.',
        difficulty: 'easy',
        tags: ['arithmetic'],
        lang: 'es',
      },
      expect.objectContaining({
        id: 'alpha:second-question',
        question: '<p>Which keyword declares a block-scoped constant?</p>',
        correctAnswer: 'const',
        lang: 'en',
      }),
    ]);
  });

  it('serves in English a question not stamped yet, or missing, and a locale without translations', async () => {
    for (const url of ['/api/quiz/1?lang=pt-BR', '/api/quiz/7?lang=es', '/api/quiz/1?lang=de', '/api/quiz/1?lang=en']) {
      const english = plainQuestionsOf((await get(plain, url.replace(/\?.*/, ''))).json());
      const questions = questionsOf((await get(translated, url)).json());
      expect(questions, url).toEqual(english.map((q) => ({ ...q, lang: 'en' })));
    }
    expect((await get(translated, '/api/quiz/7?lang=es')).json()).toMatchObject({ data: { name: 'Beta <Tema>' } });
    expect((await get(translated, '/api/quiz/1?lang=de')).json()).toMatchObject({ data: { name: 'Alpha' } });
  });

  it('lists the topics with their names in the locale', async () => {
    const body = topicListResponseSchema.parse((await get(translated, '/api/quiz?lang=es')).json());
    expect(body.data.map((topic) => [topic.id, topic.name, topic.total])).toEqual([
      [1, 'Alfa', 2],
      [7, 'Beta <Tema>', 1],
    ]);
    const portuguese = topicListResponseSchema.parse((await get(translated, '/api/quiz?lang=pt-BR')).json());
    expect(portuguese.data.map((topic) => topic.name)).toEqual(['Alfa', 'Beta <Topic>']);
  });

  it('combines lang with the filters', async () => {
    const questions = questionsOf((await get(translated, '/api/quiz/1?lang=es&difficulty=easy')).json());
    expect(questions.map((q) => [q.id, q.lang, q.correctAnswer])).toEqual([['alpha:first-question', 'es', '`2`']]);
    const hard = questionsOf((await get(translated, '/api/quiz/1?difficulty=hard&lang=es')).json());
    expect(hard.map((q) => q.lang)).toEqual(['en']);
    const none = (await get(translated, '/api/quiz/1?lang=es&tag=nothing')).json();
    expect(none).toMatchObject({ data: { name: 'Alfa', questions: [] } });
  });

  it('answers without lang exactly as a server without translations does', async () => {
    for (const url of ['/api/quiz', '/api/quiz/1', '/api/quiz/7', '/api/quiz/1?difficulty=hard']) {
      const response = await get(translated, url);
      expect(response.body, url).toBe((await get(plain, url)).body);
      expect(response.body, url).not.toContain('"lang"');
    }
  });

  it('refuses a locale it does not serve with a 400 that lists the ones it does', async () => {
    for (const url of [
      '/api/quiz?lang=fr',
      '/api/quiz/1?lang=fr',
      '/api/quiz/1?lang=ES',
      '/api/quiz?lang=zh',
      '/api/quiz/1?lang=es&lang=de',
    ]) {
      const response = await get(translated, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        status: false,
        message: 'Invalid query: lang must be one of en, es, pt-BR, de, zh-Hans',
        data: null,
      });
    }
    expect((await get(translated, '/api/quiz/x?lang=es')).json()).toMatchObject({
      message: expect.stringMatching(/^The topic id must be a positive whole number/),
    });
  });
});

describe.each(DIALECTS)('a translation whose English changed, on %s', (dialect) => {
  it('is served in English, marked "en", once the changed source is imported', async () => {
    const content = await translatedFixtureContent();
    const source = path.join(content.dir, 'topics', 'alpha.md');
    const text = await fs.readFile(source, 'utf8');
    await fs.writeFile(source, text.replace('so `+` adds them.', 'so `+` adds them as numbers.'));
    const server = await startTestServer({ dialect, contentSource: content.dir });
    try {
      const questions = questionsOf((await get(server, '/api/quiz/1?lang=es')).json());
      expect(questions[0]).toMatchObject({
        lang: 'en',
        explanation: 'Both operands are numbers, so `+` adds them as numbers.',
      });
    } finally {
      await server.close();
      await content.cleanup();
    }
  });
});
