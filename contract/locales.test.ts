import { describe, expect, it } from 'vitest';
import { catalogsFor, localePath, questionLangQuery, splitLocalePath } from './locales';

describe('locale addresses', () => {
  it.each([
    ['/es/topics', 'es', '/topics'],
    ['/pt-BR/topic/3', 'pt-BR', '/topic/3'],
    ['/zh-Hans', 'zh-Hans', '/'],
    ['/de/', 'de', '/'],
    ['/en-XA/review', 'en-XA', '/review'],
    ['/topics', 'en', '/topics'],
    ['/', 'en', '/'],
    // Only a locale's exact code is a prefix: these are English addresses (and no page).
    ['/ES/topics', 'en', '/ES/topics'],
    ['/en/topics', 'en', '/en/topics'],
    ['/esx/topics', 'en', '/esx/topics'],
  ])('reads %s as %s %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it('writes an app path in a locale, English with no prefix', () => {
    expect(localePath('es', '/topics')).toBe('/es/topics');
    expect(localePath('pt-BR', '/')).toBe('/pt-BR/');
    expect(localePath('en', '/topic/2')).toBe('/topic/2');
    expect(splitLocalePath(localePath('zh-Hans', '/quiz?topic=2')).path).toBe('/quiz?topic=2');
  });

  it('asks the API for questions in a launch locale only', () => {
    expect(questionLangQuery('es')).toBe('?lang=es');
    expect(questionLangQuery('zh-Hans')).toBe('?lang=zh-Hans');
    expect(questionLangQuery('en')).toBe('');
    expect(questionLangQuery('en-XA')).toBe('');
  });

  it('loads the screens catalog with every screen chunk, the account catalog only with the account', () => {
    expect(catalogsFor(undefined)).toEqual(['shell']);
    expect(catalogsFor('topic')).toEqual(['shell', 'screens']);
    expect(catalogsFor('account')).toEqual(['shell', 'screens', 'account']);
  });
});
