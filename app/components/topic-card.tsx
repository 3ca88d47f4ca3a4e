import { Link } from 'react-router';
import type { TopicSummary } from '../../contract/quiz';
import { resolveLogoUrl } from '../lib/api';

const LOGO_SIZE = 64;

/** `eager` is for the first row, which is on screen before any scrolling. */
export function TopicCard({ topic, eager }: { topic: TopicSummary; eager: boolean }) {
  const logo = resolveLogoUrl(topic.logo);

  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="grid size-20 place-items-center rounded-xl bg-slate-50">
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
      <h2 className="mt-5 text-xl font-semibold break-words text-slate-900">{topic.name}</h2>
      <p className="mt-1 text-sm text-slate-600">Total Quiz: {topic.total}</p>
      <Link
        to={`/topic/${topic.id}`}
        className="mt-6 inline-flex items-center justify-center rounded-lg bg-indigo-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-indigo-800"
      >
        Start Practice
      </Link>
    </li>
  );
}
