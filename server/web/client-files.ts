import fs from 'node:fs/promises';
import path from 'node:path';
import { type Representation, representation } from '../http/representation.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export type ClientFile = Representation & { cacheControl: string };

/**
 * The built app is small, so it is read into memory once: requests never touch the file system,
 * which also means no path can reach a file outside the build.
 */
export async function loadClientFiles(clientDir: string): Promise<Map<string, ClientFile>> {
  const files = new Map<string, ClientFile>();
  const entries = await fs.readdir(clientDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(clientDir, absolute).split(path.sep).join('/')}`;
    const type = TYPES[path.extname(entry.name)] ?? 'application/octet-stream';
    const rep = representation(type, await fs.readFile(absolute), false);
    // Precompressed at build time (scripts/precompress.js): no compression work while serving.
    rep.br = await fs.readFile(`${absolute}.br`).catch(() => undefined);
    rep.gzip = await fs.readFile(`${absolute}.gz`).catch(() => undefined);
    files.set(urlPath, { ...rep, cacheControl: cacheControlFor(urlPath) });
  }
  return files;
}

/** Unhashed files a new deployment changes in place: the offline worker must see a new version at once. */
const ALWAYS_REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest']);

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html') || ALWAYS_REVALIDATED.has(urlPath)) return 'no-cache';
  return 'public, max-age=3600';
}
