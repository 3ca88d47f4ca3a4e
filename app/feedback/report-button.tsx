import { t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { API_BASE } from '../lib/api-url';
import { OutlineIcon } from '../components/outline-icon';

const ReportDialog = lazy(() => import('./report-dialog'));

/**
 * Reports go to this site's own server only (docs/decisions/0017-feedback.md): a build whose API is
 * an absolute URL gets no button. Decided at build time, so the server's page and the browser's agree.
 */
export const CAN_REPORT = !/^https?:/i.test(API_BASE);

/** The flag button of a question card; the dialog and its schemas load on first click. */
export function ReportButton({ questionId, questionLabel }: { questionId: string; questionLabel: string }) {
  const [open, setOpen] = useState(false);
  if (!CAN_REPORT) return null;
  return (
    <>
      <button
        type="button"
        aria-label={t`Report a problem with ${questionLabel}`}
        title={t`Report a problem`}
        onClick={() => setOpen(true)}
        className="grid size-10 place-items-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-indigo-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-indigo-300"
      >
        <OutlineIcon className="size-5">
          <path d="M5 21V4h11l-1.5 4L16 12H5" />
        </OutlineIcon>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog questionId={questionId} questionLabel={questionLabel} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
