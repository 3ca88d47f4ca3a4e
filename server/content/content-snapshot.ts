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
const PIPELINE_VERSION = '3';
/** The names of topic files the server reads: `<slug>.md` or `<slug>.json`. */
export const TOPIC_SLUG = /^[a-z0-9][a-z0-9-]*$/;
export const TOPIC_FILE = new RegExp(`^(${TOPIC_SLUG.source.slice(1, -1)})\\.(md|json)$`);
/** The names of translation files (content/translations/<locale>/): the topic's Markdown file name. */
export const TRANSLATION_FILE = new RegExp(`^(${TOPIC_SLUG.source.slice(1, -1)})\\.md$`);

export type ContentFile = { display: string; absolute: string; text: string };

export type ContentSnapshot = { hash: string; files: ContentFile[]; problems: ContentProblem[] };

/** Reads the content folder and fingerprints it, without parsing: cheap enough for every start. */
export async function readContent(contentDir: string): Promise<ContentSnapshot> {
  const problems: ContentProblem[] = [];
  const files: ContentFile[] = [];
  const hash = createHash('sha256').update(`pipeline ${PIPELINE_VERSION}; simple-icons ${simpleIconsVersion()}\n`);
  const locales = (await fs.readdir(path.join(contentDir, 'translations')).catch(() => [] as string[])).sort();
  for (const folder of ['topics', 'logos', ...locales.map((locale) => `translations/${locale}`)]) {
    const dir = path.join(contentDir, folder);
    const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOTDIR') problems.push(unread(dir, 'put translation files in a folder per locale'));
      return [] as string[];
    });
    for (const name of names.sort()) {
      const absolute = path.join(dir, name);
      const display = displayPath(absolute);
      const fix = NAMES[folder] ?? NAMES.translations!;
      if (folder !== 'logos' && !(folder === 'topics' ? TOPIC_FILE : TRANSLATION_FILE).test(name)) {
        problems.push(unread(absolute, fix));
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

const NAMES: Record<string, string> = {
  topics: 'name topic files like my-topic.md or my-topic.json, in lowercase with dashes',
  translations: "name a translation like its topic's Markdown file, such as javascript.md",
};

function displayPath(absolute: string) {
  const relative = path.relative(process.cwd(), absolute);
  return relative.startsWith('..') ? absolute : relative;
}

const unread = (absolute: string, fix: string): ContentProblem => ({
  file: displayPath(absolute),
  line: 1,
  message: 'this file is not read',
  fix,
});

function simpleIconsVersion(): string {
  // The package does not export its package.json, so read it beside its entry point.
  const entry = createRequire(import.meta.url).resolve('simple-icons');
  const manifest = readFileSync(path.join(path.dirname(entry), 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}
