import path from 'node:path';
import { readContent } from '../../server/content/content-snapshot.js';
import { parseTopicFiles } from '../../server/content/load-bank.js';
import { checkTranslationFiles } from '../../server/translations/load-translations.js';

/**
 * The topics and translations of a content folder, checked as content:check checks them but
 * without stopping at a problem: the counts and the stamps need every file that can be read.
 */
export async function readTranslations(contentDir: string) {
  const content = await readContent(contentDir);
  const parsed = parseTopicFiles(content.files);
  const checked = checkTranslationFiles(content.files, parsed.drafts);
  const problems = [...content.problems, ...parsed.problems, ...checked.problems];
  const locales = [...new Set(content.files.flatMap((file) => localeOf(file.absolute) ?? []))].sort();
  return { topics: parsed.drafts, translations: checked.translations, problems, locales };
}

/** The locale of content/translations/<locale>/<file>, undefined for another file. */
function localeOf(file: string) {
  const folder = path.dirname(file);
  return path.basename(path.dirname(folder)) === 'translations' ? path.basename(folder) : undefined;
}
