/**
 * The app's pages: the server answers these with the app shell and 200, any other path with 404.
 * `chunk` names the lazy screen the build makes of app/routes/<chunk>.tsx, which the server hints.
 */
export const PAGES: readonly { pattern: RegExp; chunk?: string }[] = [
  { pattern: /^\/$/ },
  { pattern: /^\/home\/?$/ },
  { pattern: /^\/topics\/?$/, chunk: 'topics' },
  { pattern: /^\/topic\/[^/]+\/?$/, chunk: 'topic' },
  { pattern: /^\/statistics\/?$/, chunk: 'statistics' },
  { pattern: /^\/blog\/?$/, chunk: 'blog' },
];

export function findPage(pathname: string) {
  return PAGES.find((page) => page.pattern.test(pathname));
}
