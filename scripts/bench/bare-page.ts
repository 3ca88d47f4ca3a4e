import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The least a page can be: a heading and a paragraph, no styles, scripts or images. Lighthouse's
 * blocking time and score for it are the browser's own cost on this machine at a pass's CPU slowdown
 * (its first layout, its fonts), which no page of ours can go under: on 28 Nov, at `benchmarkIndex`
 * 1,577 to 2,125, it got TBT 135 and 164 ms and performance 99 and 98 at 12x, TBT 43 and 54 ms at 4x.
 */
const BARE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The bench's bare page: what the browser costs before any page of ours adds to it.">
<title>Bare page</title></head>
<body><h1>A bare page</h1><p>One heading and one paragraph: no styles, no scripts, no images.</p></body></html>
`;

/** Serves the bare page at `/` on 127.0.0.1, on a free port. */
export async function startBarePage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
