import path from 'node:path';
import { type ContentFile, readContent, type ContentSnapshot, TOPIC_FILE } from './content-snapshot.js';
import { createLogoResolver } from './logos.js';
import { parseTopicJson } from './parse-json.js';
import { parseTopicMarkdown } from './parse-markdown.js';
import { type Bank, ContentError, type ContentProblem, type TopicDraft } from './types.js';
import { validateTopics } from './validate.js';
import { checkTranslationFiles } from '../translations/load-translations.js';

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
  const checked = checkTranslationFiles(content.files, parsed.drafts);
  const earlier = [...content.problems, ...parsed.problems, ...checked.problems];
  const topics = await validateDrafts(contentDir, parsed.drafts, earlier);
  return { hash: content.hash, topics, translations: checked.translations, warnings: checked.warnings };
}
