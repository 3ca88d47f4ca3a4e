import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readContentFile } from './read-content-file.js';
import type { ContentProblem } from './types.js';

// Kept apart from load-bank.ts, whose parsers (yaml, markdown-it, sanitize-html) a start with
// unchanged content never needs: import-bank.ts loads them only when the fingerprint differs.

/** Bump when parsing or rendering changes, so every instance re-imports the same files. */
const PIPELINE_VERSION = '2';
/** The names of topic files the server reads: `<slug>.md` or `<slug>.json`. */
export const TOPIC_SLUG = /^[a-z0-9][a-z0-9-]*$/;
export const TOPIC_FILE = new RegExp(`^(${TOPIC_SLUG.source.slice(1, -1)})\\.(md|json)$`);

export type ContentFile = { display: string; absolute: string; text: string };

export type ContentSnapshot = { hash: string; files: ContentFile[]; problems: ContentProblem[] };

/** Reads the content folder and fingerprints it, without parsing: cheap enough for every start. */
export async function readContent(contentDir: string): Promise<ContentSnapshot> {
  const problems: ContentProblem[] = [];
  const files: ContentFile[] = [];
  const hash = createHash('sha256').update(`pipeline ${PIPELINE_VERSION}; simple-icons ${simpleIconsVersion()}\n`);
  for (const folder of ['topics', 'logos']) {
    const dir = path.join(contentDir, folder);
    const names = (await fs.readdir(dir).catch(() => [] as string[])).sort();
    for (const name of names) {
      const absolute = path.join(dir, name);
      const relative = path.relative(process.cwd(), absolute);
      const display = relative.startsWith('..') ? absolute : relative;
      if (folder === 'topics' && !TOPIC_FILE.test(name)) {
        problems.push({
          file: display,
          line: 1,
          message: 'this file is not read',
          fix: 'name topic files like my-topic.md or my-topic.json, in lowercase with dashes',
        });
        continue;
      }
      const read = await readContentFile(absolute, display);
      hash.update(`${folder}/${name}\0`).update(read.bytes).update('\0');
      if ('problem' in read) problems.push(read.problem);
      else files.push({ display, absolute, text: read.text });
    }
  }
  return { hash: hash.digest('hex'), files, problems };
}

function simpleIconsVersion(): string {
  // The package does not export its package.json, so read it beside its entry point.
  const entry = createRequire(import.meta.url).resolve('simple-icons');
  const manifest = readFileSync(path.join(path.dirname(entry), 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}
