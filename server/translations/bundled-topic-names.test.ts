import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicListResponseSchema } from '../../contract/quiz.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** The topic list of the bank we ship, in `lang`: each topic's id and name. */
async function names(server: Server, lang: string) {
  const response = await server.app.inject({ method: 'GET', url: `/api/quiz?lang=${lang}` });
  expect(response.statusCode, lang).toBe(200);
  return new Map(topicListResponseSchema.parse(response.json()).data.map((topic) => [topic.id, topic.name]));
}

describe.each(DIALECTS)('the bundled topics in each launch locale, on %s', (dialect) => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ dialect, contentSource: path.resolve('content') });
  });
  afterAll(async () => server.close());

  it('translates the names that are common nouns and keeps the proper names', async () => {
    const german = await names(server, 'de');
    expect([german.get(11), german.get(16), german.get(2), german.get(19)]).toEqual([
      'Datenstrukturen und Algorithmen',
      'Reguläre Ausdrücke',
      'JavaScript',
      'C++',
    ]);
    expect((await names(server, 'zh-Hans')).get(12)).toBe('Linux 命令行');
    expect((await names(server, 'es')).get(23)).toBe('Seguridad web');
    expect((await names(server, 'pt-BR')).get(10)).toBe('HTTP e APIs web');
    expect((await names(server, 'en')).get(11)).toBe('Data structures and algorithms');
  });
});
