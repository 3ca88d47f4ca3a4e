/**
 * What the web app's build tells the server that serves it (vite.config.ts writes it beside
 * index.html; server/web/build-settings.ts reads it at start-up): where the build's quiz API is,
 * so the page's Content-Security-Policy lets the app reach it with no setting of its own.
 */
export const BUILD_SETTINGS_FILE = 'build-settings.json';

/** `apiUrl`: VITE_API_URL, normalized and without its trailing slash, when it names another site's API; else null. */
export type BuildSettings = { apiUrl: string | null };

const THIS_SITE = 'http://this-site.invalid';

/**
 * VITE_API_URL as the app uses it, when it points at another site: an absolute http(s) URL. Empty,
 * or a path on this site, is null (the page's own origin). Anything else throws, saying what to write.
 */
export function externalApiUrl(value: string | undefined): string | null {
  const base = (value ?? '').replace(/\/+$/, '');
  const problem = `VITE_API_URL must be an http(s) URL such as https://quiz.example.org, or a path on this site; got "${value}"`;
  let url: URL;
  try {
    url = new URL(base || '/', THIS_SITE);
  } catch {
    throw new Error(problem);
  }
  if (url.origin === THIS_SITE && !base.startsWith(THIS_SITE)) {
    // A path without its leading slash would be resolved against each page's own path.
    if (base === '' || base.startsWith('/')) return null;
    throw new Error(problem);
  }
  if (base.startsWith('//') || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(problem);
  // As the URL parser writes it, so nothing in it can break the headers it goes into.
  return url.href.replace(/\/+$/, '');
}
