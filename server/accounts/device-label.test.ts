import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label.js';

// User agents as current browsers send them (late 2026; Chrome's reduced form: x.0.0.0, fixed systems).
const CHROME = 'AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0';
const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';

describe('deviceLabel', () => {
  it.each([
    [`Mozilla/5.0 (Windows NT 10.0; Win64; x64) ${CHROME} Safari/537.36`, 'Chrome on Windows'],
    [`Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ${CHROME} Safari/537.36`, 'Chrome on macOS'],
    [`Mozilla/5.0 (X11; Linux x86_64) ${CHROME} Safari/537.36`, 'Chrome on Linux'],
    [`Mozilla/5.0 (Linux; Android 10; K) ${CHROME} Mobile Safari/537.36`, 'Chrome on Android'],
    [`Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) ${CHROME} Safari/537.36`, 'Chrome on ChromeOS'],
    [`${IOS} CriOS/142.0.7444.77 Mobile/15E148 Safari/604.1`, 'Chrome on iPhone'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15',
      'Safari on macOS',
    ],
    [`${IOS} Version/26.0 Mobile/15E148 Safari/604.1`, 'Safari on iPhone'],
    [`${IPAD} Version/26.0 Mobile/15E148 Safari/604.1`, 'Safari on iPad'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0', 'Firefox on Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:145.0) Gecko/20100101 Firefox/145.0', 'Firefox on macOS'],
    ['Mozilla/5.0 (Android 15; Mobile; rv:145.0) Gecko/145.0 Firefox/145.0', 'Firefox on Android'],
    [`${IOS} FxiOS/145.0 Mobile/15E148 Safari/605.1.15`, 'Firefox on iPhone'],
    [`Mozilla/5.0 (Windows NT 10.0; Win64; x64) ${CHROME} Safari/537.36 Edg/142.0.0.0`, 'Edge on Windows'],
    [`Mozilla/5.0 (Linux; Android 10; K) ${CHROME} Mobile Safari/537.36 EdgA/142.0.0.0`, 'Edge on Android'],
    [`${IOS} EdgiOS/142.0.3595.66 Version/18.0 Mobile/15E148 Safari/604.1`, 'Edge on iPhone'],
    [`Mozilla/5.0 (Windows NT 10.0; Win64; x64) ${CHROME} Safari/537.36 OPR/124.0.0.0`, 'Opera on Windows'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    // Playwright's and Puppeteer's headless Chromium: it was "Safari on Linux".
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.7444.52 Safari/537.36',
      'Headless Chrome on Linux',
    ],
    // An app's own web view says no browser: the system alone, never a browser it is not.
    [`${IOS} Mobile/15E148`, 'A browser on iPhone'],
    ['curl/8.5.0', 'Unknown browser'],
    [undefined, 'Unknown browser'],
  ])('%s is %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});
