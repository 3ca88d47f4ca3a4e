/**
 * What the offline worker (app/offline/sw.ts) may keep. A 200 is not enough: a captive portal
 * answers any URL with its own HTML page, and a kept page would later be served offline as if it
 * were the topic ("unexpected format"). Only answers of the expected type, shape and size are kept;
 * the status (200 only) is Workbox's CacheableResponsePlugin's to check.
 */
import type { WorkboxPlugin } from 'workbox-core';

/**
 * Largest API answer kept. The largest bundled topic answer is about 63 KB (uncompressed), and a
 * topic of 1,000 questions of that size (docs/decisions/0007) about 0.8 MB.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/**
 * Largest logo kept: the bundled SVGs are at most about 5.5 KB, their PNGs (192 px square, a
 * palette) about 6 KB, and even a full-colour 192 px PNG stored uncompressed is under 150 KB.
 */
export const MAX_LOGO_BYTES = 256 * 1024;
/** What every PNG file starts with (its signature): a page sent as image/png is not one. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The media type alone, lowercased: `application/json; charset=utf-8` is `application/json`. */
function mediaType(response: Response): string {
  return (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The body, or undefined once it passes `max` bytes: a huge answer is never read in full. */
async function bodyOfAtMost(response: Response, max: number): Promise<Uint8Array | undefined> {
  if (Number(response.headers.get('content-length')) > max) return undefined;
  const reader = response.clone().body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > max) {
      // Not awaited: a branch of a cloned body settles its cancel only once the other one is done too.
      void reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(part.value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * A quiz API answer: JSON of at most MAX_ANSWER_BYTES with `status: true` and its data (the list's
 * array, or a topic with its questions). The app checks the full schema when it reads it.
 */
export async function isQuizAnswer(response: Response): Promise<boolean> {
  if (mediaType(response) !== 'application/json') return false;
  const body = await bodyOfAtMost(response, MAX_ANSWER_BYTES);
  if (!body) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null) return false;
  const { status, data } = parsed as { status?: unknown; data?: unknown };
  if (status !== true) return false;
  return (
    Array.isArray(data) ||
    (typeof data === 'object' && data !== null && Array.isArray((data as { questions?: unknown }).questions))
  );
}

/** A logo: an SVG image, or a PNG that starts as one, of at most MAX_LOGO_BYTES. */
export async function isLogo(response: Response): Promise<boolean> {
  const type = mediaType(response);
  if (type !== 'image/svg+xml' && type !== 'image/png') return false;
  const body = await bodyOfAtMost(response, MAX_LOGO_BYTES);
  if (!body) return false;
  return type === 'image/svg+xml' || PNG_SIGNATURE.every((byte, at) => body[at] === byte);
}

/** A Workbox plugin that keeps a response in the cache only when `keep` says so. */
export function keepOnly(keep: (response: Response) => Promise<boolean>): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => ((await keep(response).catch(() => false)) ? response : null),
  };
}
