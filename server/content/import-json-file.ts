import fs from 'node:fs/promises';
import path from 'node:path';
import { clashProblems, findClashes } from './import-clash.js';
import { importedLogo } from './import-logo.js';
import { ImportOptionError, parseImportOptions, slugSchema } from './import-options.js';
import { readContent } from './content-snapshot.js';
import { parseTopicFiles, validateDrafts } from './load-bank.js';
import { parseTopicJson } from './parse-json.js';
import { readContentFile } from './read-content-file.js';
import { type BankQuestion, ContentError } from './types.js';

export type StoredTopic = { id: number; name: string; logo: string; questions: BankQuestion[] };

/** How the topic is written: the API's JSON by default; another format's import writes the bank's Markdown. */
export type TopicFileWriter = { extension: 'json' | 'md'; text: (topic: StoredTopic, tags?: string[]) => string };

const JSON_FILE: TopicFileWriter = { extension: 'json', text: (topic) => `${JSON.stringify(topic, null, 2)}\n` };

/**
 * Brings a topic in the spec's API format into the content folder as `topics/<slug>.json` (or `.md`, by `writer`),
 * after checking it together with every other topic; on any problem nothing is written. The
 * slug comes from --slug, else from the question ids (`react:keys` came from a topic named react),
 * else from the topic's name, else from the file's name. A topic of the same slug or id is refused,
 * unless `replace` is set: then its file gives way to the imported one.
 */
export async function addJsonTopic(
  contentDir: string,
  sourceFile: string,
  rawOptions: unknown = {},
  json?: string,
  writer = JSON_FILE,
) {
  const options = parseImportOptions(rawOptions);
  // `json` is a topic converted from another format (contract/import), already read.
  const read = json === undefined ? await readContentFile(sourceFile, sourceFile) : { text: json };
  if ('problem' in read) throw new ContentError([read.problem]);
  const parsed = parseTopicJson(sourceFile, options.slug ?? 'imported', read.text);
  const draft = parsed.draft;
  if (!draft) throw new ContentError(parsed.problems);
  if (options.id !== undefined) draft.id = options.id;
  if (options.name !== undefined) draft.name = options.name;
  const fromIds = slugSchema.safeParse(parsed.sourceSlug);
  const slug =
    options.slug ??
    (fromIds.success ? fromIds.data : undefined) ??
    slugFromName(draft.name) ??
    slugFromFileName(sourceFile);
  draft.slug = slug;

  const snapshot = await readContent(contentDir);
  const target = path.join(contentDir, 'topics', `${slug}.${writer.extension}`);
  const clashes = findClashes(contentDir, snapshot.files, parseTopicFiles(snapshot.files).drafts, draft);
  if (clashes.length > 0 && !options.replace) throw new ContentError(clashProblems(sourceFile, draft, clashes));
  const replaced = clashes.map((clash) => clash.file);
  const others = parseTopicFiles(snapshot.files.filter((file) => !replaced.includes(file)));
  if (options.logo !== undefined) draft.logo = options.logo;
  else {
    const logo = await importedLogo(contentDir, draft, others.drafts);
    if ('problem' in logo) throw new ContentError([logo.problem]);
    draft.logo = logo.logo;
  }
  const topics = await validateDrafts(
    contentDir,
    [...others.drafts, draft],
    [...snapshot.problems, ...others.problems, ...parsed.problems],
  );
  const topic = topics.find((candidate) => candidate.slug === slug)!;
  const stored: StoredTopic = {
    id: topic.id,
    name: topic.name,
    logo: draft.logo as string,
    questions: topic.questions.map((question) => ({ ...question, id: question.id.slice(slug.length + 1) })),
  };
  await fs.writeFile(target, writer.text(stored, draft.tags as string[] | undefined));
  const removed = replaced.filter((file) => file.absolute !== target);
  await Promise.all(removed.map((file) => fs.rm(file.absolute)));
  return { file: target, topic, replaced: replaced.map((file) => file.display) };
}

/** "HTTP and web APIs" gives http-and-web-apis; undefined when the name gives no usable slug. */
function slugFromName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const checked = slugSchema.safeParse(slugify(name));
  return checked.success ? checked.data : undefined;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

function slugFromFileName(sourceFile: string): string {
  const derived = slugify(path.basename(sourceFile, path.extname(sourceFile)));
  const checked = slugSchema.safeParse(derived);
  if (!checked.success) {
    throw new ImportOptionError(
      `--slug is needed: the file name ${JSON.stringify(path.basename(sourceFile))} gives no topic name, nor do the topic's name and question ids (${checked.error.issues[0]!.message})`,
    );
  }
  return checked.data;
}
