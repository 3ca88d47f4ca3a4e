import path from 'node:path';
import { type ContentFile, TRANSLATION_FILE } from '../content/content-snapshot.js';
import type { ContentProblem, TopicDraft } from '../content/types.js';
import { checkTranslation, type TopicTranslation } from './check-translation.js';
import { parseTranslationMarkdown } from './parse-translation.js';

export type CheckedTranslations = {
  translations: TopicTranslation[];
  /** What makes content:check fail: the bank is not imported while one is left. */
  problems: ContentProblem[];
  /** Stale and unstamped questions: reported, and shown in English until renewed. */
  warnings: ContentProblem[];
};

/** Parses every translation file of a snapshot and checks it against its source topic. */
export function checkTranslationFiles(files: ContentFile[], topics: TopicDraft[]): CheckedTranslations {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const translations: TopicTranslation[] = [];
  const bySlug = new Map(topics.map((topic) => [topic.slug, topic]));
  for (const file of files) {
    const folder = path.dirname(file.absolute);
    if (path.basename(path.dirname(folder)) !== 'translations') continue;
    const slug = TRANSLATION_FILE.exec(path.basename(file.absolute))?.[1];
    if (!slug) continue;
    const parsed = parseTranslationMarkdown(file.display, path.basename(folder), slug, file.text);
    problems.push(...parsed.problems);
    if (!parsed.draft) continue;
    const checked = checkTranslation(parsed.draft, bySlug.get(slug), problems, warnings);
    if (checked) translations.push(checked);
  }
  return { translations, problems, warnings };
}
