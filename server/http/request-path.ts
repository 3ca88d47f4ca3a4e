const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The path (and query) of a request target. Clients may send the absolute form
 * (`GET http://host/api/quiz HTTP/1.1`); the router matches its path, so everything that looks at
 * the URL must too, or the absolute form slips past it.
 */
export function requestPath(url: string): string {
  if (url.charCodeAt(0) === 47) return url;
  const origin = ABSOLUTE_FORM.exec(url)?.[0];
  return origin === undefined ? url : url.slice(origin.length) || '/';
}
