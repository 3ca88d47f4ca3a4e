import fs from 'node:fs/promises';
import path from 'node:path';
import { ImportOptionError, parseImportOptions, slugSchema } from './import-options.js';
import { parseTopicFiles, readContent, validateDrafts } from './load-bank.js';
import { parseTopicJson } from './parse-json.js';
import { ContentError } from './types.js';

/**
 * Brings a topic in the spec's API format into the content folder as `topics/<slug>.json`,
 * after checking it together with every other topic; on any problem nothing is written.
 */
export async function addJsonTopic(contentDir: string, sourceFile: string, rawOptions: unknown = {}) {
  const options = parseImportOptions(rawOptions);
  const slug = options.slug ?? slugFromFileName(sourceFile);
  const text = await fs.readFile(sourceFile, 'utf8');
  const parsed = parseTopicJson(sourceFile, slug, text);
  const draft = parsed.draft;
  if (!draft) throw new ContentError(parsed.problems);
  if (options.id !== undefined) draft.id = options.id;
  if (options.name !== undefined) draft.name = options.name;
  if (options.logo !== undefined) draft.logo = options.logo;

  const snapshot = await readContent(contentDir);
  const target = path.join(contentDir, 'topics', `${slug}.json`);
  const clash = snapshot.files.find((file) => file.absolute === path.join(contentDir, 'topics', `${slug}.md`));
  if (clash) {
    throw new ContentError([
      {
        file: sourceFile,
        line: 1,
        message: `a Markdown topic named "${slug}" exists already (${clash.display})`,
        fix: 'pass --slug with another name',
      },
    ]);
  }
  const others = parseTopicFiles(snapshot.files.filter((file) => file.absolute !== target));
  const topics = await validateDrafts(
    contentDir,
    [...others.drafts, draft],
    [...snapshot.problems, ...others.problems, ...parsed.problems],
  );
  const topic = topics.find((candidate) => candidate.slug === slug)!;
  const stored = {
    id: topic.id,
    name: topic.name,
    logo: draft.logo,
    questions: topic.questions.map((question) => ({ ...question, id: question.id.slice(slug.length + 1) })),
  };
  await fs.writeFile(target, `${JSON.stringify(stored, null, 2)}\n`);
  return { file: target, topic };
}

function slugFromFileName(sourceFile: string): string {
  const derived = path
    .basename(sourceFile, path.extname(sourceFile))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const checked = slugSchema.safeParse(derived);
  if (!checked.success) {
    throw new ImportOptionError(
      `--slug is needed: the file name ${JSON.stringify(path.basename(sourceFile))} gives no topic name (${checked.error.issues[0]!.message})`,
    );
  }
  return checked.data;
}
