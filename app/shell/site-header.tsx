import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { AccountLink } from '../account/account-link';
import { hydratedLater } from '../components/hydrate-later';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { SyncSlot } from '../sync/sync-slot';
import { ThemeToggle } from '../components/theme-toggle';

export const SiteHeader = hydratedLater(Header);

function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight whitespace-nowrap text-slate-900 dark:text-slate-50"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
            <rect width="32" height="32" rx="8" className="fill-indigo-700" />
            <path
              d="M10 11l-4 5 4 5M22 11l4 5-4 5M18 9l-4 14"
              className="fill-none stroke-white"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t`Quiz Dojo`}
        </Link>
        <div className="flex min-w-0 items-center gap-1">
          <SyncSlot />
          <MainNav />
          <LanguageSwitch />
          <AccountLink />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
