import { afterEach, describe, expect, it } from 'vitest';
import { askQuestionsIn } from '../lib/api-url';
import { serverExportHref } from './formats';

afterEach(() => askQuestionsIn('en'));

describe("the server's export link", () => {
  it('is the same route on a page that asks for its questions in another language', () => {
    askQuestionsIn('es');
    expect(serverExportHref('7', 'apkg', { difficulty: 'hard', tag: 'promises' })).toBe(
      '/api/quiz/7/export?format=apkg&difficulty=hard&tag=promises',
    );
  });
});
