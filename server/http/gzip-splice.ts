import { promisify } from 'node:util';
import { constants, crc32, deflateRaw as deflateRawCallback } from 'node:zlib';

const deflateRaw = promisify(deflateRawCallback);

/** A gzip member's fixed header: deflate, no name or time, unknown system (RFC 1952, 2.3). */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block's tail must fit its 16-bit length. */
const MAX_TAIL_BYTES = 0xffff;

/**
 * The shared start of a body, compressed once (gzip header included); each request's tail is
 * appended without compressing.
 */
export type DeflatedHead = { start: Buffer; crc: number; length: number };

/**
 * Compresses the shared start of a body on the thread pool, ended with a sync flush: the deflate
 * stream then stops at a byte boundary with no final block, so another block can follow it.
 */
export async function deflateHead(head: Buffer): Promise<DeflatedHead> {
  const deflated = await deflateRaw(head, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });
  return { start: Buffer.concat([HEADER, deflated]), crc: crc32(head), length: head.length };
}

/**
 * One gzip member for head + tail, in two parts sent one after the other: the head's compressed
 * blocks, then the tail as the final stored (uncompressed) block and the checksum of the whole,
 * continued from the head's over the tail's few bytes. Answers that differ only in a short tail (a
 * logo URL's origin) so share the costly part, and no request copies it.
 */
export function spliceGzip(head: DeflatedHead, tail: Buffer): [Buffer, Buffer] {
  if (tail.length > MAX_TAIL_BYTES) throw new RangeError(`A gzip tail is at most ${MAX_TAIL_BYTES} bytes`);
  const end = Buffer.allocUnsafe(5 + tail.length + 8);
  // BFINAL = 1, BTYPE = 00 (stored); the sync flush left the stream byte-aligned (RFC 1951, 3.2.4).
  let at = end.writeUInt8(1, 0);
  at = end.writeUInt16LE(tail.length, at);
  at = end.writeUInt16LE(~tail.length & 0xffff, at);
  at += tail.copy(end, at);
  at = end.writeUInt32LE(crc32(tail, head.crc) >>> 0, at);
  end.writeUInt32LE((head.length + tail.length) >>> 0, at);
  return [head.start, end];
}
