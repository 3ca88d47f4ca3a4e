import { t } from '@lingui/core/macro';
import type { TopicSummary } from '../../contract/quiz';
import { logoBase } from '../lib/api-url';
import { shownLogo } from '../lib/shown-logo';
import { hydratedLater } from './hydrate-later';
import { ProgressMeter } from './progress-meter';
import { pagePath } from '../i18n/page-path';

const LOGO_SIZE = 64;

/**
 * `eager` is for the first row, which is on screen before any scrolling. The list follows the
 * card's plain link in the app (app/hooks/use-follow-links.ts).
 */
export const TopicCard = hydratedLater(Card);

type CardProps = {
  topic: TopicSummary;
  answered: number;
  eager: boolean;
  savedOffline: boolean;
  /** Offline and not saved: the topic cannot open, so the card says so instead of linking to it. */
  unavailable: boolean;
  /** A hover or focus on the link: the page may start loading the topic ahead of the click. */
  onIntent?: (topicId: string) => void;
};

/**
 * On a phone the logo sits beside the name, so about three cards fit on a screen; from two
 * columns on it sits above. The card is a column whose last item is pushed to its foot, so a
 * row's buttons line up however the names wrap.
 */
function Card({ topic, answered, eager, savedOffline, unavailable, onIntent }: CardProps) {
  // The PNG when the API names one: Chromium parses each SVG image on the main thread, 8 to 72 ms
  // a logo on a phone, and decodes a PNG off it (docs/decisions/0006). Any other API gets its SVG.
  const logo = shownLogo(topic, logoBase());
  // The API's total is today's count; stored answers may be older, so never show more than it.
  const shown = Math.min(answered, topic.total);
  const { name, total } = topic;

  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-6 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-5">
        <div className="grid size-14 shrink-0 place-items-center rounded-xl bg-slate-50 sm:size-20 dark:bg-slate-100">
          {logo && (
            <img
              src={logo}
              alt={topic.name}
              width={LOGO_SIZE}
              height={LOGO_SIZE}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="size-10 object-contain sm:size-16"
            />
          )}
        </div>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900 sm:text-xl dark:text-slate-50">
            {topic.name}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 sm:mt-1 dark:text-slate-300">{t`Total Quiz: ${total}`}</p>
        </div>
      </div>
      {savedOffline && (
        <p className="mt-3 inline-flex w-fit items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800 sm:mt-2 dark:bg-emerald-950 dark:text-emerald-200">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 fill-none stroke-current" strokeWidth="2">
            <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t`Available offline`}
        </p>
      )}
      <div className="mt-3 mb-4 flex flex-col gap-1.5 sm:mt-4 sm:mb-6">
        <ProgressMeter label={t`Your progress in ${name}`} value={shown} max={topic.total} />
        <p className="text-xs text-slate-600 dark:text-slate-300">{t`${shown} answered`}</p>
      </div>
      {unavailable ? (
        <p className="mt-auto rounded-lg border border-dashed border-slate-300 px-4 py-2.5 text-center text-sm font-medium text-slate-600 dark:border-slate-600 dark:text-slate-300">
          {t`Not available offline`}
        </p>
      ) : (
        <a
          href={pagePath(`/topic/${topic.id}`)}
          onMouseEnter={() => onIntent?.(String(topic.id))}
          onFocus={() => onIntent?.(String(topic.id))}
          className="mt-auto inline-flex items-center justify-center rounded-lg bg-indigo-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-indigo-800"
        >
          {t`Start Practice`}
        </a>
      )}
    </li>
  );
}
