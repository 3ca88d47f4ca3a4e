import { t } from '@lingui/core/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AppShell } from '../shell/app-shell';
import { useDocumentHead } from '../hooks/use-document-head';
import { notSavedKind } from '../lib/worker-messages';
import { shownErrorMessage } from '../lib/error-message';
import { NotSavedPage } from './not-saved-page';

type Shown = { status: number; message: string };

/** Router errors (404, 405), API errors and chunk failures all arrive here. */
function describe(error: unknown): Shown {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : error.statusText || String(body);
    return { status: error.status, message };
  }
  return { status: 500, message: error instanceof Error ? error.message : t`Something went wrong` };
}

export function ErrorPage() {
  const { status, message } = describe(useRouteError());
  // Offline, a page never saved is no error: it gets a page of its own.
  const notSaved = notSavedKind(status, message);
  return notSaved ? <NotSavedPage kind={notSaved} /> : <RealError status={status} message={message} />;
}

function RealError({ status, message: made }: Shown) {
  const message = shownErrorMessage(status, made);
  useDocumentHead(t`Error ${status} – Quiz Dojo`, message);

  return (
    <AppShell>
      <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">
          {t`Oh no! An Error Found!`}
        </h1>
        <p className="mt-4 text-lg break-words text-slate-700 dark:text-slate-300">{message}</p>
        <p className="mt-2 text-6xl font-extrabold text-red-700 dark:text-red-400">{status}</p>
        <Link
          to="/"
          className="mt-10 rounded-lg bg-indigo-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-indigo-800"
        >
          {t`Back to home`}
        </Link>
      </section>
    </AppShell>
  );
}
