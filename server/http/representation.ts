import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip as gzipCallback, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** A response body prepared once, in every encoding we offer, with its validator. */
export type Representation = {
  type: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
  /** Set while compressLater found no free slot: a later send tries again. */
  waiting?: boolean;
};

/** A body sent as parts one after the other (server/api/filtered-cache.ts): no brotli. */
export type PartedRepresentation = { type: string; identity: Buffer[]; gzip?: Buffer[]; etag: string };

export function representation(type: string, body: Buffer | string, compress = true): Representation {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  if (!compress) return { type, identity, etag };
  return {
    type,
    identity,
    etag,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, brotliOptions(11, identity)),
  };
}

/**
 * Brotli at quality 11 costs about 30 ms for 4 KB and over a second for 64 KB on one core, so only
 * bodies this small are compressed while a request waits; see compressLater.
 */
const COMPRESS_NOW_MAX_BYTES = 1024;

export function jsonRepresentation(value: unknown): Representation {
  const body = JSON.stringify(value);
  if (body.length <= COMPRESS_NOW_MAX_BYTES) return representation('application/json; charset=utf-8', body);
  const rep = representation('application/json; charset=utf-8', body, false);
  compressLater(rep);
  return rep;
}

/**
 * Compressions compressLater runs at once. Answers are made per origin, and loopback names are
 * answered on any port, so new origins can keep coming: the bodies waiting for the thread pool must
 * not pile up. One that finds no slot is sent as it is and compressed on a later send.
 */
const MAX_COMPRESSING_LATER = 2;
let compressingLater = 0;

/**
 * Compresses on the thread pool and adds the encodings to the representation once they are ready;
 * until then it is sent as it is. The event loop never waits on compression, whatever the body.
 */
function compressLater(rep: Representation) {
  rep.waiting = compressingLater >= MAX_COMPRESSING_LATER;
  if (rep.waiting) return;
  compressingLater++;
  compressOffLoop(rep, rep.identity.length <= 64 * 1024 ? 11 : 9)
    .catch(() => {})
    .finally(() => compressingLater--);
}

/** Both encodings, made on the thread pool; the representation gains them together once both are ready. */
async function compressOffLoop(rep: Representation, quality: number) {
  [rep.br, rep.gzip] = await Promise.all([
    brotli(rep.identity, brotliOptions(quality, rep.identity)),
    gzip(rep.identity, { level: 9 }),
  ]);
}

type SendOptions = { cacheControl: string; status?: number; vary?: string };

export function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  rep: Representation | PartedRepresentation,
  options: SendOptions,
) {
  reply
    .header('cache-control', options.cacheControl)
    .header('etag', rep.etag)
    .header('vary', options.vary ?? 'accept-encoding');
  if ((rep as Representation).waiting) compressLater(rep as Representation);
  const status = options.status ?? 200;
  if (status === 200 && matchesEtag(request.headers['if-none-match'], rep.etag)) {
    return reply.code(304).send();
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'], rep);
  const body = encoding === 'identity' ? rep.identity : encoding === 'br' ? (rep as Representation).br! : rep.gzip!;
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.code(status).type(rep.type);
  if (Buffer.isBuffer(body)) return reply.header('content-length', body.length).send(body);
  let length = 0;
  for (const part of body) length += part.length;
  return reply.header('content-length', length).send(Readable.from(body));
}

/** Weak comparison, as RFC 9110 asks for If-None-Match; the same ETag covers every encoding. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export function chooseEncoding(
  header: string | undefined,
  rep: Representation | PartedRepresentation,
): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const accepted = acceptedEncodings(header);
  if ('br' in rep && rep.br && accepted.br) return 'br';
  if (rep.gzip && accepted.gzip) return 'gzip';
  return 'identity';
}

type Accepted = { br: boolean; gzip: boolean };
// Clients send a handful of distinct Accept-Encoding values, so each is parsed once.
const acceptedCache = new Map<string, Accepted>();

function acceptedEncodings(header: string): Accepted {
  let accepted = acceptedCache.get(header);
  if (accepted) return accepted;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const value = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((found) => found !== undefined);
    q.set(name!.trim(), value === undefined ? 1 : Number(value));
  }
  const allows = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  accepted = { br: allows('br'), gzip: allows('gzip') };
  if (acceptedCache.size >= 256) acceptedCache.clear();
  acceptedCache.set(header, accepted);
  return accepted;
}

/**
 * For bodies made while serving, such as rendered pages: compressed off the event loop, and at
 * brotli quality 9, not 11. A page of 1,000 questions took about half a second at 11, which its
 * first visitor waited for; 9 takes a few milliseconds for a few percent more bytes.
 */
export async function representationOffLoop(type: string, body: string): Promise<Representation> {
  const rep = representation(type, body, false);
  await compressOffLoop(rep, 9);
  return rep;
}

function brotliOptions(quality: number, body: Buffer) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
}
