import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './table.js';

export const LANDING_JS_BUDGET_KB = 90;
export const LANDING_CSS_BUDGET_KB = 15;

/**
 * What the landing page downloads before it can run: the entry script, the chunks it preloads,
 * English's shell catalog (fetched by the entry, hinted by the server) and the stylesheets
 * index.html links. Lazy route chunks are not part of it.
 */
export async function landingPageBudget(clientDir: string): Promise<BenchRow[]> {
  const html = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  const messages = (await fs.readdir(path.join(clientDir, 'assets')))
    .filter((file) => /^locale-en\.shell-[\w-]{8}\.js$/.test(file))
    .map((file) => `/assets/${file}`);
  const scripts = [
    ...refs(/<script[^>]+src="([^"]+)"/g),
    ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...messages,
  ];
  const styles = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const gzipKb = async (files: string[]) => {
    let bytes = 0;
    for (const file of files) bytes += gzipSync(await fs.readFile(path.join(clientDir, file)), { level: 9 }).length;
    return bytes / 1024;
  };
  const js = await gzipKb(scripts);
  const css = await gzipKb(styles);
  return [
    {
      figure: `landing page first-load JS (gzip, ${scripts.length} files)`,
      value: js,
      unit: 'KB',
      budget: LANDING_JS_BUDGET_KB,
    },
    {
      figure: `landing page CSS (gzip, ${styles.length} files)`,
      value: css,
      unit: 'KB',
      budget: LANDING_CSS_BUDGET_KB,
    },
  ];
}
