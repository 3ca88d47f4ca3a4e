import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLocation } from 'react-router';
import { useFollowLinks } from '../hooks/use-follow-links';
import { pagePath } from '../i18n/page-path';
import type { ReviewMode } from '../record/review-modes';

// Read when rendered (`i18n._`), in the page's language: this list is made before any is active.
const MODES: { mode: ReviewMode; label: MessageDescriptor; search: string }[] = [
  { mode: 'all', label: msg`All questions`, search: '' },
  { mode: 'mistakes', label: msg`Practise mistakes`, search: '?mode=mistakes' },
  { mode: 'shuffle', label: msg`Shuffle`, search: '?mode=shuffle' },
];

/**
 * Links, not buttons: the mode lives in the URL so it can be shared and reloaded. Plain links,
 * followed in the app by one handler (app/hooks/use-follow-links.ts), which takes a link without the
 * page's locale for another language's page.
 */
export function ReviewModeNav({ current }: { current: ReviewMode }) {
  const { pathname } = useLocation();
  const followLinks = useFollowLinks();
  return (
    <nav aria-label={t`Review mode`} onClick={followLinks} className="flex flex-wrap gap-1.5 sm:gap-2">
      {MODES.map(({ mode, label, search }) => (
        <a
          key={mode}
          href={pagePath(`${pathname}${search}`)}
          aria-current={mode === current ? 'page' : undefined}
          className="rounded-full border border-slate-300 px-3 py-1.5 sm:px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:border-indigo-700 aria-[current=page]:bg-indigo-700 aria-[current=page]:text-white dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:border-indigo-400 dark:aria-[current=page]:bg-indigo-400 dark:aria-[current=page]:text-slate-950"
        >
          {i18n._(label)}
        </a>
      ))}
    </nav>
  );
}
