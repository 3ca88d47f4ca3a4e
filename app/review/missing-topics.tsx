import { t } from '@lingui/core/macro';
import { formatLocale } from '../i18n/page-path';

/**
 * The topics whose due questions the round leaves out, because they could not be loaded now:
 * offline and not saved on this device, or the quiz API out of reach. Their cards are kept.
 */
export function MissingTopics({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  // "A, B and C", in the page's language.
  const topics = new Intl.ListFormat(formatLocale(), { type: 'conjunction' }).format(names);
  return (
    <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {t`Not in this round: the questions due from ${topics}, which could not be loaded (not saved on this device for offline use, or the quiz API cannot be reached). They wait for your next review online.`}
    </p>
  );
}
