import { readContent } from '../../server/content/content-snapshot.js';
import { parseTopicFiles } from '../../server/content/load-bank.js';
import type { ReadResult } from '../../contract/import/imported.js';

/** Imported questions are not proven by running until an author adds how: their verify line says so. */
export const importedVerify = (format: string) =>
  `none: imported from ${format}; needs a verify line before it joins the bundled bank`;

/**
 * The imported questions as a topic in the quiz API's JSON shape, which `addJsonTopic` checks and
 * writes. Its id: --id, else the id of the topic it replaces (same slug), else the next free one.
 * Its tag list is the tags its questions use; every question has the verify line `verify`.
 */
export async function toJsonTopic(
  contentDir: string,
  read: ReadResult,
  verify: string,
  options: { id?: string; slug?: string },
) {
  const drafts = parseTopicFiles((await readContent(contentDir)).files).drafts;
  const prefixes = new Set(read.questions.map((question) => question.id?.split(':')[0]));
  const slug = options.slug ?? (prefixes.size === 1 ? [...prefixes][0] : undefined);
  const ids = drafts.map((draft) => draft.id).filter((id): id is number => typeof id === 'number');
  const same = drafts.find((draft) => draft.slug === slug)?.id;
  const id = options.id === undefined ? (typeof same === 'number' ? same : Math.max(0, ...ids) + 1) : undefined;
  const tags = [...new Set(read.questions.flatMap((question) => question.tags))];
  return {
    ...(id === undefined ? {} : { id }),
    name: read.name ?? slug,
    ...(tags.length > 0 ? { tags } : {}),
    questions: read.questions.map((question) => ({ ...question, verify })),
  };
}
