import { describe, expect, it } from 'vitest';
import { dataUrlsOf, isQuizData, logosOf, servedFromKept, topicIdOf } from './data-urls';

const ROOT = 'https://quiz.test';

describe('what the offline worker keeps', () => {
  it.each([
    'https://quiz.test/api/quiz',
    'https://quiz.test/api/quiz/3',
    'https://quiz.test/api/quiz?lang=es',
    'https://quiz.test/api/quiz/3?lang=zh-Hans',
  ])('keeps the data answer %s', (url) => {
    expect(isQuizData(new URL(url), ROOT)).toBe(true);
  });

  it.each([
    'https://quiz.test/api/health',
    'https://quiz.test/api/ready',
    'https://quiz.test/api/openapi.json',
    'https://quiz.test/api/quiz/3/extra',
    'https://quiz.test/api/quiz?mode=x',
    'https://quiz.test/api/quiz/3?lang=fr',
    'https://quiz.test/api/quiz/3?lang=en-XA',
    'https://quiz.test/api/quiz/3?lang=es&x=1',
    'https://other.test/api/quiz/3',
    'https://quiz.test.evil.test/api/quiz/3',
    'https://quiz.test/topic/3',
  ])('never keeps %s', (url) => {
    expect(isQuizData(new URL(url), ROOT)).toBe(false);
  });

  it('reads the topic id of a kept answer, and nothing from the list or other URLs', () => {
    expect(topicIdOf('https://quiz.test/api/quiz/12', ROOT)).toBe(12);
    expect(topicIdOf('https://quiz.test/api/quiz', ROOT)).toBeUndefined();
    expect(topicIdOf('https://quiz.test/api/quiz/abc', ROOT)).toBeUndefined();
    expect(topicIdOf('https://other.test/api/quiz/12', ROOT)).toBeUndefined();
  });

  it("reads a topic as saved in the page's language only", () => {
    expect(topicIdOf('https://quiz.test/api/quiz/12?lang=es', ROOT, 'es')).toBe(12);
    expect(topicIdOf('https://quiz.test/api/quiz/12?lang=es', ROOT)).toBeUndefined();
    expect(topicIdOf('https://quiz.test/api/quiz/12', ROOT, 'es')).toBeUndefined();
    expect(topicIdOf('https://quiz.test/api/quiz/12?lang=de', ROOT, 'es')).toBeUndefined();
    // The pseudo-locale's pages show the English questions.
    expect(topicIdOf('https://quiz.test/api/quiz/12', ROOT, 'en-XA')).toBe(12);
  });

  it('names the answer each page shows', () => {
    expect(dataUrlsOf('https://quiz.test/topic/4', ROOT)).toEqual(['https://quiz.test/api/quiz/4']);
    expect(dataUrlsOf('https://quiz.test/topics', ROOT)).toEqual(['https://quiz.test/api/quiz']);
    expect(dataUrlsOf('https://quiz.test/statistics', ROOT)).toEqual(['https://quiz.test/api/quiz']);
    expect(dataUrlsOf('https://quiz.test/blog', ROOT)).toEqual([]);
    expect(dataUrlsOf('https://quiz.test/es/topic/4', ROOT)).toEqual(['https://quiz.test/api/quiz/4?lang=es']);
    expect(dataUrlsOf('https://quiz.test/pt-BR/topics', ROOT)).toEqual(['https://quiz.test/api/quiz?lang=pt-BR']);
    expect(dataUrlsOf('https://quiz.test/en-XA/topics', ROOT)).toEqual(['https://quiz.test/api/quiz']);
  });

  it('finds the http(s) logos of the list and of one topic, once each', () => {
    const logo = 'https://quiz.test/logos/git.svg?v=2';
    expect(logosOf({ data: [{ logo }, { logo }, { logo: 'javascript:alert(1)' }, { logo: 7 }] }, ROOT)).toEqual([logo]);
    expect(logosOf({ data: { logo: '/logos/css.svg' } }, ROOT)).toEqual(['https://quiz.test/logos/css.svg']);
    expect(logosOf(null, ROOT)).toEqual([]);
  });

  it('finds the logo each card shows: the PNG when named, else the SVG', () => {
    const logo = 'https://quiz.test/logos/git.svg?v=2';
    const logoRaster = 'https://quiz.test/logos/git.png?v=2';
    expect(logosOf({ data: [{ logo, logoRaster }, { logo: '/logos/css.svg' }] }, ROOT)).toEqual([
      logoRaster,
      'https://quiz.test/logos/css.svg',
    ]);
    expect(logosOf({ data: { logo, logoRaster: 'javascript:alert(1)' } }, ROOT)).toEqual([logo]);
  });
});

describe('servedFromKept', () => {
  it('answers GETs of the data from what the worker keeps, but not a no-store request or a POST', () => {
    const list = 'https://quiz.test/api/quiz';
    expect(servedFromKept({ method: 'GET', cache: 'default', url: list }, ROOT)).toBe(true);
    expect(servedFromKept({ method: 'GET', cache: 'no-store', url: list }, ROOT)).toBe(false);
    expect(servedFromKept({ method: 'POST', cache: 'default', url: list }, ROOT)).toBe(false);
    expect(servedFromKept({ method: 'GET', cache: 'default', url: 'https://quiz.test/api/health' }, ROOT)).toBe(false);
  });
});
