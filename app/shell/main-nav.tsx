import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useFollowLinks } from '../hooks/use-follow-links';
import { OutlineIcon } from '../components/outline-icon';
import { useServerView } from '../hooks/use-server-render';
import { useDueCount } from '../review/use-due-count';
import { pagePath } from '../i18n/page-path';
import { LanguageLinks } from './language-switch';

// Read when rendered (`i18n._`), in the page's language: this list is made before any is active.
const NAV_ITEMS = [
  { to: '/', label: msg`Home`, paths: ['/', '/home'] },
  { to: '/topics', label: msg`Topics`, paths: ['/topics'] },
  { to: '/review', label: msg`Review`, paths: ['/review'] },
  { to: '/statistics', label: msg`Statistics`, paths: ['/statistics'] },
  { to: '/blog', label: msg`Blog`, paths: ['/blog'] },
];

const LINK_CLASS = 'rounded-md px-3 py-2 text-sm font-medium transition-colors';
const CURRENT_CLASS = 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200';
const OTHER_CLASS =
  'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * Inline links from `md` up; below it they fold behind a toggle that starts closed. Plain links,
 * followed in the app by one handler (app/hooks/use-follow-links.ts).
 */
export function MainNav() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const current = pathname.replace(/(.)\/+$/, '$1');
  const serverRender = useServerView();
  const followLinks = useFollowLinks();
  const due = useDueCount();
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and gives the focus back to its toggle, as a disclosure should.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  // The menu closes after the click has been followed: closed by the link's own handler, it left the
  // page before the click reached the navigation's handler, which then let the browser load a new
  // document (issue 32).
  const follow = (event: MouseEvent<HTMLElement>) => {
    followLinks(event);
    if ((event.target as Element).closest?.('a')) setOpen(false);
  };

  const links = () =>
    NAV_ITEMS.map((item) => {
      const isCurrent = item.paths.includes(current);
      const badge = item.to === '/review' && due > 0;
      const label = i18n._(item.label);
      return (
        <li key={item.to}>
          <a
            href={pagePath(item.to)}
            aria-current={isCurrent ? 'page' : undefined}
            aria-label={badge ? t`${label}, ${due} due` : undefined}
            className={`${LINK_CLASS} ${isCurrent ? CURRENT_CLASS : OTHER_CLASS} block`}
          >
            {label}
            {badge && <DueBadge count={due} className="ms-1.5 inline-block" />}
          </a>
        </li>
      );
    });

  return (
    <nav aria-label={t`Main`} onClick={follow} onKeyDown={closeOnEscape}>
      <ul className="hidden items-center gap-1 md:flex">{links()}</ul>
      <button
        ref={toggle}
        type="button"
        // On a phone the Review link is behind the toggle, so the toggle tells what is due.
        aria-label={due > 0 ? t`Menu, ${due} due for review` : t`Menu`}
        aria-expanded={open}
        aria-controls={menuId}
        disabled={serverRender}
        onClick={() => setOpen((value) => !value)}
        className="relative grid size-10 place-items-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <OutlineIcon className="size-6">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </OutlineIcon>
        {due > 0 && !open && <DueBadge count={due} className="absolute -top-1 -inset-e-1" />}
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute inset-x-0 top-full flex flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-sm md:hidden dark:border-slate-800 dark:bg-slate-900"
        >
          {links()}
          <li className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-800">
            <LanguageLinks />
          </li>
        </ul>
      )}
    </nav>
  );
}

/** The label of its link or toggle names the count ("Review, 7 due"); the badge shows it. Absent until the app has taken over. */
function DueBadge({ count, className }: { count: number; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} min-w-5 rounded-full bg-indigo-700 px-1.5 text-center text-xs leading-5 font-semibold text-white dark:bg-indigo-300 dark:text-slate-950`}
    >
      {count}
    </span>
  );
}
