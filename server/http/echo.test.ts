import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Error answers quote what was sent cut short, so their size does not grow with the request. */
describe('error answers that repeat what the client sent', () => {
  const huge = '%22'.repeat(5_000);

  it.each([
    ['a 15 KB query value', `/api/quiz/1?difficulty=${huge}`, 400, /^Invalid query: difficulty must be .* \(got "(\\"){19}…\)$/],
    ['a repeated tag', `/api/quiz/1?${'tag=a&'.repeat(2_000)}`, 400, /\(got \["a","a",.*…\)$/],
    ['two bad values', `/api/quiz/1?limit=${huge}&tag=${huge}`, 400, /; limit must be .*…\)$/],
    ['an unknown logo', `/logos/${'z'.repeat(80)}.svg`, 404, /^There is no logo z{39}…; GET \/api\/quiz names/],
    ['a long unknown path', `/api/${'x'.repeat(12_000)}`, 404, /^Nothing found at \/api\/x{34}…; see/],
  ])('cuts %s short', async (_name, url, status, message) => {
    const response = await server.app.inject({ url, headers: { host: 'quiz.test' } });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(response.body.length).toBeLessThan(1_000);
  });

  it('quotes a short value whole', async () => {
    const response = await server.app.inject({ url: '/api/quiz/1?limit=abc', headers: { host: 'quiz.test' } });
    expect(response.json().message).toMatch(/\(got "abc"\)$/);
  });
});
