import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { jsonRepresentation, sendRepresentation } from './representation.js';

describe('answers compressed after they are first sent', () => {
  it('compresses at most two at a time, and one that found no slot on a later send', async () => {
    // Ten answers made at once, as a burst of new origins makes them: large enough to be compressed later.
    const reps = Array.from({ length: 10 }, (_, i) => jsonRepresentation({ i, pad: 'z'.repeat(20_000) }));
    expect(reps.filter((rep) => !rep.waiting)).toHaveLength(2);
    const app = Fastify();
    app.get<{ Params: { i: string } }>('/:i', (request, reply) => {
      sendRepresentation(request, reply, reps[Number(request.params.i)]!, { cacheControl: 'no-cache' });
    });
    const get = (i: number) => app.inject({ url: `/${i}`, headers: { 'accept-encoding': 'br' } });
    let last = await get(9);
    expect(last.headers['content-encoding']).toBeUndefined();
    while (last.headers['content-encoding'] !== 'br') {
      // inject() never leaves the event loop's turn, so the thread pool's answer needs one.
      await new Promise(setImmediate);
      last = await get(9);
    }
    expect(JSON.parse(brotliDecompressSync(last.rawPayload).toString())).toMatchObject({ i: 9 });
    // None of the others that found no slot was queued meanwhile: only a later send queues one.
    expect(reps.slice(2, 9).filter((rep) => rep.br || !rep.waiting)).toHaveLength(0);
    // The first two may finish after the one sent again (one freed slot is enough for it).
    await vi.waitFor(() => expect(reps.slice(0, 2).filter((rep) => rep.br)).toHaveLength(2), { timeout: 10_000 });
    await app.close();
  });
});
