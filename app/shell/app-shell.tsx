import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { OfflineNotice, UpdateNotice } from '../offline/offline-notices';
import { ProgressBar } from '../components/progress-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The layout every screen shares, the error page and the first-load fallback included. */
export function AppShell({ children, loading = false }: { children?: ReactNode; loading?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:inset-s-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-indigo-700 focus:shadow dark:focus:bg-slate-900 dark:focus:text-indigo-200"
      >
        {t`Skip to content`}
      </a>
      <ProgressBar always={loading} />
      <SiteHeader />
      {/* The first paint waits for this mark (app/index.html), by which the header is parsed whole. */}
      <span id="header-end" hidden />
      <OfflineNotice />
      <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
        {children}
      </main>
      <UpdateNotice />
      <SiteFooter />
    </div>
  );
}
