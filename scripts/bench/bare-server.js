// The baseline: a bare node:http server answering with bytes captured from ours, and nothing else.
import fs from 'node:fs';
import http from 'node:http';

const [file] = process.argv.slice(2);
const port = process.env.PORT;
const routes = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([url, { headers, body }]) => [
    url,
    { headers, body: Buffer.from(body, 'base64') },
  ]),
);
http
  .createServer((request, response) => {
    const route = routes.get(request.url);
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, route.headers).end(route.body);
  })
  .listen(Number(port), '127.0.0.1');
