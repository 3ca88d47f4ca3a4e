import http from 'node:http';

export type Answer = { headers: Record<string, string>; body: Buffer };

const WAIT_MS = 30_000;
const RETRY_MS = 100;

/**
 * An API answer as brotli bytes, exactly as the server sends them (fetch would decode the body).
 * The server sends a large answer's first copy uncompressed while it compresses it on the thread
 * pool (server/http/representation.ts), so this asks again until the compressed copy is ready:
 * the figures are about what every later client gets.
 */
export async function compressedAnswer(url: string): Promise<Answer> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const answer = await get(url);
    if (answer.headers['content-encoding'] === 'br') return answer;
    if (Date.now() > deadline) throw new Error(`${url} was still not sent with brotli after ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br', accept: 'application/json' } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
              headers[name] = String(value);
          }
          resolve({ headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}
