import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadLocale } from '../i18n/locale';
import { formatBytes } from './offline-store';

describe('the size of what was saved for offline use', () => {
  afterEach(() => activateLocale('en'));

  it('is written in bytes, kilobytes or megabytes to one decimal', () => {
    expect([512, 235_400, 1_234_567].map(formatBytes)).toEqual(['512 bytes', '235 kB', '1.2 MB']);
  });

  it("is written the page's way, not the browser's", async () => {
    await loadLocale('de');
    activateLocale('de');
    expect([512, 235_400, 1_234_567].map(formatBytes)).toEqual(['512 Byte', '235 kB', '1,2 MB']);
  });
});
