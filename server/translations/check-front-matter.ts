import { TRANSLATION_LOCALES } from '../../contract/translations/locales.js';
import type { TranslationDraft } from './parse-translation.js';

type Report = (line: number, message: string, fix: string) => void;

/** The front matter's rules; returns the topic's name in the locale when it has one. */
export function checkFrontMatter(draft: TranslationDraft, fail: Report): string | undefined {
  const { values, lines } = draft;
  const locales = TRANSLATION_LOCALES.join(', ');
  if (!(TRANSLATION_LOCALES as readonly string[]).includes(draft.folder))
    fail(
      1,
      `"${draft.folder}" is not a locale questions are translated into`,
      `put the file in a folder named ${locales}`,
    );
  else if (values.locale !== draft.folder)
    fail(
      lines.locale,
      `"locale:" is ${JSON.stringify(values.locale ?? null)}, the folder "${draft.folder}"`,
      `write "locale: ${draft.folder}"`,
    );
  if (values.topic !== draft.slug)
    fail(
      lines.topic,
      `"topic:" is ${JSON.stringify(values.topic ?? null)}, the file "${draft.slug}.md"`,
      `write "topic: ${draft.slug}", the source's file name without .md`,
    );
  const validName = typeof values.name === 'string' && values.name.trim() !== '';
  if (!validName)
    fail(
      lines.name,
      'the translation has no topic name',
      'add a line such as "name: JavaScript" (the name in this locale)',
    );
  for (const key of draft.otherKeys)
    fail(1, `the front matter has "${key}:", which a translation does not take`, 'keep only locale, topic and name');
  return validName ? (values.name as string).trim() : undefined;
}
