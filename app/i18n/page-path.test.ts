import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadLocale } from './locale';
import { appPath, formatLocale, pagePath } from './page-path';

afterEach(() => {
  vi.restoreAllMocks();
  activateLocale('en');
});

async function on(locale: 'en' | 'de' | 'zh-Hans' | 'en-XA', browser: string[]) {
  await loadLocale(locale);
  activateLocale(locale);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
}

describe('the page locale', () => {
  it('writes and reads the app paths of the page being rendered', async () => {
    await on('de', []);
    expect(pagePath('/topics')).toBe('/de/topics');
    expect(appPath('/de/topic/2')).toBe('/topic/2');
    expect(appPath('/topic/2')).toBeUndefined();
    expect(appPath('/es/topic/2')).toBeUndefined();
  });

  it.each([
    ['en', ['en-GB', 'de'], 'en-GB'],
    ['en', ['de-DE', 'en-AU'], 'en-AU'],
    ['en', ['fr-FR'], 'en'],
    ['de', ['en-GB', 'de-AT'], 'de-AT'],
    ['zh-Hans', ['zh-CN'], 'zh-CN'],
    // Traditional Chinese is another script: the page's own locale writes its dates.
    ['zh-Hans', ['zh-TW'], 'zh-Hans'],
    ['en-XA', ['en-GB'], 'en'],
  ] as const)('formats a %s page in a browser reading %j as %s', async (locale, browser, expected) => {
    await on(locale, [...browser]);
    expect(formatLocale()).toBe(expected);
  });
});
