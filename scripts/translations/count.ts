import type { TopicDraft } from '../../server/content/types.js';
import type { TopicTranslation } from '../../server/translations/check-translation.js';

export type TopicCount = {
  locale: string;
  topic: string;
  /** Current: served in the locale. */
  translated: number;
  stale: number;
  /** Written but not stamped yet (`source: pending`). */
  pending: number;
  /** Not in the file, or breaking a rule content:check names. */
  missing: number;
  total: number;
  staleIds: string[];
  pendingIds: string[];
  missingIds: string[];
};

/** Per locale (those with a folder) and source topic: how many questions are translated, stale and missing. */
export function countTranslations(locales: string[], topics: TopicDraft[], translations: TopicTranslation[]) {
  return locales.flatMap((locale) =>
    [...topics]
      .sort((a, b) => a.slug.localeCompare(b.slug))
      .map((topic): TopicCount => {
        const file = translations.find((t) => t.locale === locale && t.slug === topic.slug);
        const ids = (state: string) => (file?.questions ?? []).filter((q) => q.state === state).map((q) => q.localId);
        const present = new Set((file?.questions ?? []).map((q) => q.localId));
        const missingIds = topic.questions.map((q) => q.localId).filter((id) => !present.has(id));
        return {
          locale,
          topic: topic.slug,
          translated: ids('fresh').length,
          stale: ids('stale').length,
          pending: ids('pending').length,
          missing: missingIds.length,
          total: topic.questions.length,
          staleIds: ids('stale'),
          pendingIds: ids('pending'),
          missingIds,
        };
      }),
  );
}

const COLUMNS = ['locale', 'topic', 'translated', 'stale', 'pending', 'missing', 'total'] as const;

/** The counts as an aligned table, one line per locale and topic, and a total per locale. */
export function formatCounts(counts: TopicCount[]): string {
  const rows: string[][] = [[...COLUMNS]];
  for (const locale of [...new Set(counts.map((count) => count.locale))]) {
    const mine = counts.filter((count) => count.locale === locale);
    for (const count of mine) rows.push(COLUMNS.map((column) => String(count[column])));
    const sum = (column: 'translated' | 'stale' | 'pending' | 'missing' | 'total') =>
      String(mine.reduce((total, count) => total + count[column], 0));
    rows.push([locale, '(all)', sum('translated'), sum('stale'), sum('pending'), sum('missing'), sum('total')]);
  }
  const widths = COLUMNS.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, index) => cell.padEnd(widths[index]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
