import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTopic, fetchTopics, MALFORMED_MESSAGE, UNREACHABLE_MESSAGE } from './api';

const TOPIC = { id: 1, name: 'React', logo: '/logos/react.svg', total: 2 };

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function thrown(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the data of the topic list', async () => {
    const fetchMock = respond(200, { status: true, message: 'ok', data: [TOPIC] });
    await expect(fetchTopics()).resolves.toEqual([TOPIC]);
    expect(fetchMock).toHaveBeenCalledWith('/api/quiz', expect.anything());
  });

  it('asks for the topic id it was given, encoded', async () => {
    const fetchMock = respond(200, { data: { name: 'React', questions: [] } });
    await expect(fetchTopic('a/b')).resolves.toEqual({ name: 'React', questions: [] });
    expect(fetchMock).toHaveBeenCalledWith('/api/quiz/a%2Fb', expect.anything());
  });

  it("carries the API's status and message", async () => {
    respond(404, { status: false, message: 'No topic with id 99', data: null });
    expect(await thrown(fetchTopic('99'))).toMatchObject({
      data: { message: 'No topic with id 99' },
      init: { status: 404 },
    });
  });

  it('reports an unreachable API as 503', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await thrown(fetchTopics())).toMatchObject({
      data: { message: UNREACHABLE_MESSAGE },
      init: { status: 503 },
    });
  });

  it('rejects a payload that breaks the contract with 502', async () => {
    respond(200, { data: [{ ...TOPIC, total: 'two' }] });
    expect(await thrown(fetchTopics())).toMatchObject({ data: { message: MALFORMED_MESSAGE }, init: { status: 502 } });
  });

  it('rejects a question whose correct answer is not an option', async () => {
    const question = { id: 'q', question: 'Q?', options: ['a', 'b', 'c', 'd'], correctAnswer: 'e' };
    respond(200, { data: { name: 'React', questions: [question] } });
    expect(await thrown(fetchTopic('1'))).toMatchObject({ init: { status: 502 } });
  });
});
