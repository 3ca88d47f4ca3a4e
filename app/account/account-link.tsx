import { t } from '@lingui/core/macro';
import { useLocation } from 'react-router';
import { OutlineIcon } from '../components/outline-icon';
import { useFollowLinks } from '../hooks/use-follow-links';
import { useSignedIn } from './use-signed-in';
import { pagePath } from '../i18n/page-path';

/**
 * The header's way to /account: "Keep my progress" while signed out, the account once signed in.
 * It reads the sign-in marker only (no request); on a phone the words give way to an icon.
 */
export function AccountLink() {
  const signedIn = useSignedIn();
  const followLinks = useFollowLinks();
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '') === '/account';
  const label = signedIn ? signedIn.displayName || t`Your account` : t`Keep my progress`;
  return (
    <a
      href={pagePath('/account')}
      onClick={followLinks}
      aria-current={current ? 'page' : undefined}
      className={`flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium sm:px-3 ${
        current
          ? 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200'
          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'
      }`}
    >
      <OutlineIcon className="size-5 sm:hidden">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
      </OutlineIcon>
      <span className="sr-only max-w-40 truncate sm:not-sr-only">{label}</span>
    </a>
  );
}
