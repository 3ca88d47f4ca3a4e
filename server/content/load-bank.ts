import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createLogoResolver } from './logos.js';
import { parseTopicJson } from './parse-json.js';
import { parseTopicMarkdown } from './parse-markdown.js';
import { readContentFile } from './read-content-file.js';
import { type Bank, ContentError, type ContentProblem, type TopicDraft } from './types.js';
import { validateTopics } from './validate.js';

/** Bump when parsing or rendering changes, so every instance re-imports the same files. */
const PIPELINE_VERSION = '2';
/** The names of topic files the server reads: `<slug>.md` or `<slug>.json`. */
export const TOPIC_SLUG = /^[a-z0-9][a-z0-9-]*$/;
const TOPIC_FILE = new RegExp(`^(${TOPIC_SLUG.source.slice(1, -1)})\\.(md|json)$`);

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

/** Parses every topic file of a snapshot; problems of syntax come back beside the drafts. */
export function parseTopicFiles(files: ContentFile[]) {
  const problems: ContentProblem[] = [];
  const drafts: TopicDraft[] = [];
  for (const file of files) {
    const match = TOPIC_FILE.exec(path.basename(file.absolute));
    if (!match || path.basename(path.dirname(file.absolute)) !== 'topics') continue;
    const parse = match[2] === 'md' ? parseTopicMarkdown : parseTopicJson;
    const parsed = parse(file.display, match[1]!, file.text);
    problems.push(...parsed.problems);
    if (parsed.draft) drafts.push(parsed.draft);
  }
  return { drafts, problems };
}

/** Checks drafts together (ids and questions must be unique across topics). */
export async function validateDrafts(contentDir: string, drafts: TopicDraft[], earlier: ContentProblem[] = []) {
  const problems = [...earlier];
  if (drafts.length === 0) {
    problems.push({
      file: path.join(contentDir, 'topics'),
      line: 1,
      message: 'there are no topic files',
      fix: 'add at least one topic, see docs/content-format.md',
    });
  }
  const validated = await validateTopics(drafts, createLogoResolver(contentDir));
  problems.push(...validated.problems);
  if (problems.length > 0) throw new ContentError(problems);
  return validated.topics;
}

/** Parses and validates every topic file; throws a ContentError listing every problem found. */
export async function loadBank(contentDir: string, snapshot?: ContentSnapshot): Promise<Bank> {
  const content = snapshot ?? (await readContent(contentDir));
  const parsed = parseTopicFiles(content.files);
  const topics = await validateDrafts(contentDir, parsed.drafts, [...content.problems, ...parsed.problems]);
  return { hash: content.hash, topics };
}

function simpleIconsVersion(): string {
  // The package does not export its package.json, so read it beside its entry point.
  const entry = createRequire(import.meta.url).resolve('simple-icons');
  const manifest = readFileSync(path.join(path.dirname(entry), 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}
