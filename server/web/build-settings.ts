import fs from 'node:fs/promises';
import path from 'node:path';
import { BUILD_SETTINGS_FILE, type BuildSettings, externalApiUrl } from '../../contract/build-settings.js';

export class BuildSettingsError extends Error {}

/**
 * Where the served build's quiz API is, as the build wrote it (vite.config.ts). A build made before
 * the file existed, or no build at all, uses this server's own API. A damaged file stops the start-up,
 * since the page's Content-Security-Policy is made from it.
 */
export async function readBuildSettings(clientDir: string): Promise<BuildSettings> {
  const file = path.join(clientDir, BUILD_SETTINGS_FILE);
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return { apiUrl: null };
  const fix = 'Build the app again (npm run build).';
  let apiUrl: unknown;
  try {
    apiUrl = (JSON.parse(text) as { apiUrl?: unknown } | null)?.apiUrl;
  } catch {
    throw new BuildSettingsError(`${file} is not JSON. ${fix}`);
  }
  if (apiUrl === null || isExternalApiUrl(apiUrl)) return { apiUrl };
  throw new BuildSettingsError(`${file}: apiUrl must be null or an http(s) URL, got ${JSON.stringify(apiUrl)}. ${fix}`);
}

function isExternalApiUrl(value: unknown): value is string {
  try {
    return typeof value === 'string' && externalApiUrl(value) === value;
  } catch {
    return false;
  }
}
