import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import type { AccountError } from './account-error';
import { formatLocale } from '../i18n/page-path';

export const PRIMARY_BUTTON =
  'rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON =
  'rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
export const DANGER_BUTTON =
  'rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950';
export const LINK =
  'font-semibold text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200';

/** A named region, so a screen reader can list and jump to each part of the page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-slate-50">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

/** A failure (announced at once) or what was done (announced politely); nothing otherwise. */
export function Outcome({ error, done }: { error: AccountError | null; done?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200">
        {error.message}
      </p>
    );
  }
  return (
    <p role="status" className="text-emerald-800 dark:text-emerald-300">
      {done ?? ''}
    </p>
  );
}

export function OfflineNotice({ online }: { online: boolean }) {
  if (online) return null;
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      {t`You are offline. Account actions need a connection; practice and your progress in this browser work as usual.`}
    </p>
  );
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleString(formatLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}
