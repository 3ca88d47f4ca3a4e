/** The app's page paths: the server answers these with the app shell and 200, any other with 404. */
export const PAGE_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/home\/?$/,
  /^\/topics\/?$/,
  /^\/topic\/[^/]+\/?$/,
  /^\/statistics\/?$/,
  /^\/blog\/?$/,
];

export function isPagePath(pathname: string): boolean {
  return PAGE_PATHS.some((pattern) => pattern.test(pathname));
}
