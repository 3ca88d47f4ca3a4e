import net from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends bytes exactly as written, from the given local address (any of 127.0.0.0/8 on Linux), so
 * tests can play several clients and send what no HTTP client library would. The socket is not
 * half-closed after the request, as a browser's is not: Node's server would drop an answer still
 * being prepared (a rendered page). Requests end with Connection: close, so the server closes it.
 */
export function rawRequest(port: number, request: string, localAddress = '127.0.0.1'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => socket.write(request));
    let data = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(data)));
  });
}

export function parseAnswer(data: string): RawAnswer {
  const split = data.indexOf('\r\n\r\n');
  const head = split === -1 ? data : data.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  return { status, headers, body: split === -1 ? '' : data.slice(split + 4) };
}

/** A GET with Connection: close and any extra header lines. */
export const rawGet = (target: string, headers: Record<string, string> = {}) =>
  `GET ${target} HTTP/1.1\r\n${Object.entries({ host: 'quiz.test', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}connection: close\r\n\r\n`;
