import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { AppShell } from '../shell/app-shell';
import { useDocumentHead } from '../hooks/use-document-head';

/**
 * Offline, a topic (or the topic list) the worker never kept: nothing is broken, so this is a
 * calm page that says what to do, not the error page with its red status code.
 */
export function NotSavedPage({ kind }: { kind: 'topic' | 'list' }) {
  const heading = t`Not saved for offline use`;
  useDocumentHead(t`${heading} – Quiz Dojo`, t`This page needs a connection, as it was not saved for offline use.`);
  const topic = kind === 'topic';

  return (
    <AppShell>
      <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-12 fill-none stroke-slate-500 dark:stroke-slate-400"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M7 18a4 4 0 0 1-.6-7.95A5.5 5.5 0 0 1 17 8.5a4.5 4.5 0 0 1 .5 9H7z" />
          <path d="M4 4l16 16" />
        </svg>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">
          {heading}
        </h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
          {topic
            ? t`You are offline, and this topic was not saved on this device.`
            : t`You are offline, and the topic list was not saved on this device.`}
        </p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {topic
            ? t`Open it once while online, or use Save all topics for offline on the Topics page. Meanwhile, topics marked "Available offline" work.`
            : t`Open Quiz Dojo once while online to keep it.`}
        </p>
        <Link
          to={topic ? '/topics' : '/'}
          className="mt-10 rounded-lg bg-indigo-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-indigo-800"
        >
          {topic ? t`Back to topics` : t`Back to home`}
        </Link>
      </section>
    </AppShell>
  );
}
