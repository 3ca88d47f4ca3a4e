import type { TopicSummary } from '../../contract/quiz';
import { resolveLogoUrl } from '../lib/api';
import { prefetchTopic } from '../lib/prefetch';
import { hydratedLater } from './hydrate-later';
import { ProgressMeter } from './progress-meter';

const LOGO_SIZE = 64;

/**
 * `eager` is for the first row, which is on screen before any scrolling. The list follows the
 * card's plain link in the app (app/hooks/use-follow-links.ts).
 */
export const TopicCard = hydratedLater(Card);

function Card({ topic, answered, eager }: { topic: TopicSummary; answered: number; eager: boolean }) {
  const logo = resolveLogoUrl(topic.logo);
  // The API's total is today's count; stored answers may be older, so never show more than it.
  const shown = Math.min(answered, topic.total);

  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-700 dark:bg-slate-900">
      <div className="grid size-20 place-items-center rounded-xl bg-slate-50 dark:bg-slate-100">
        {logo && (
          <img
            src={logo}
            alt={topic.name}
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-16 object-contain"
          />
        )}
      </div>
      <h2 className="mt-5 text-xl font-semibold break-words text-slate-900 dark:text-slate-50">{topic.name}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Total Quiz: {topic.total}</p>
      <div className="mt-4 flex flex-col gap-1.5">
        <ProgressMeter label={`Your progress in ${topic.name}`} value={shown} max={topic.total} />
        <p className="text-xs text-slate-600 dark:text-slate-300">{shown} answered</p>
      </div>
      <a
        href={`/topic/${topic.id}`}
        onMouseEnter={() => prefetchTopic(String(topic.id))}
        onFocus={() => prefetchTopic(String(topic.id))}
        className="mt-6 inline-flex items-center justify-center rounded-lg bg-indigo-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-indigo-800"
      >
        Start Practice
      </a>
    </li>
  );
}
