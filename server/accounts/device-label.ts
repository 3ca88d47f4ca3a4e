/**
 * Browsers by the token their user agent carries, most specific first: every Chromium browser also
 * says "Chrome/" and "Safari/", so those come after the browsers built on it, and Safari is only
 * Safari with its "Version/" token and none of the others. Tokens are matched where they start
 * (after a space, "(" or ";"): `\b` alone let "HeadlessChrome/" slip past the Chrome pattern.
 */
const BROWSERS: [RegExp, string][] = [
  [/(?:^|[\s;(])(?:Edg|EdgA|EdgiOS)\//, 'Edge'],
  [/(?:^|[\s;(])(?:OPR|OPT|OPX)\//, 'Opera'],
  [/(?:^|[\s;(])SamsungBrowser\//, 'Samsung Internet'],
  [/(?:^|[\s;(])(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:^|[\s;(])HeadlessChrome\//, 'Headless Chrome'],
  [/(?:^|[\s;(])(?:Chrome|CriOS)\//, 'Chrome'],
  [/(?:^|[\s;(])Version\/[\d.]+ (?:Mobile\/\w+ )?Safari\//, 'Safari'],
];
/** iPhones and iPads also say "like Mac OS X", and Android "Linux": they come first. */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A device's name in the list of signed-in devices, such as "Firefox on Linux": enough for a learner
 * to tell their devices apart, without keeping the whole user agent. An iPad in its default
 * "desktop website" mode sends a Mac's user agent, so it is named as a Mac: nothing tells them apart.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser');
}
