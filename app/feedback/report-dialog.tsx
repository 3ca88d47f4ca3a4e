import '../lib/zod-config';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_COMMENT_LENGTH, REPORT_REASONS, type ReportReason } from '../../contract/feedback';
import { sendReport } from './share';

// Read when rendered (`i18n._`), in the page's language: these tables are made before any is active.
const SENT_TEXT = {
  sending: msg`Sending your report…`,
  sent: msg`Thanks, your report was sent.`,
  // Kept in this browser (app/feedback/outbox.ts); the text turns to how it settled when it goes.
  waiting: msg`Thanks, your report will be sent when you are back online.`,
  // The server's own words follow, as it sent them (a question removed since the page loaded, say).
  refused: msg`The server did not take this report. It said:`,
  // The button is not shown where reports cannot go (report-button.tsx): this is a safeguard.
  unsent: msg`Reports cannot be sent from this page, so this one was not sent.`,
};

/** The reasons in the page's language; contract/feedback.ts keeps the English ones for the maintainers' scripts. */
const REASON_LABEL: Record<ReportReason, MessageDescriptor> = {
  'key-wrong': msg`The marked answer is wrong`,
  'several-right': msg`More than one option is right`,
  unclear: msg`The question is unclear`,
  typo: msg`A typo or formatting problem`,
  other: msg`Something else`,
};
type Shown = { status: keyof typeof SENT_TEXT; message?: string };

type Props = { questionId: string; questionLabel: string; onClose: () => void };

/**
 * Report a problem with a question: a reason and an optional comment, sent at once or, offline,
 * kept and sent when the browser is back online (app/feedback/outbox.ts). Loaded on first use.
 */
export default function ReportDialog({ questionId, questionLabel, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState<Shown | null>(null);
  const { length } = comment;
  const max = MAX_COMMENT_LENGTH;

  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal();
  }, []);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!reason) return;
    const text = comment.trim();
    setSent({ status: 'sending' });
    void sendReport({ questionId, reason, ...(text ? { comment: text } : {}) }, setSent).then((outcome) =>
      setSent(outcome ?? { status: 'unsent' }),
    );
  };

  const button =
    'rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t`Report a problem with ${questionLabel}`}
      </h2>
      {sent ? (
        <>
          <p role="status" className="mt-3 text-slate-700 dark:text-slate-300">
            {i18n._(SENT_TEXT[sent.status])}
            {sent.message !== undefined && <q className="block">{sent.message}</q>}
          </p>
          <div className="mt-6 flex justify-end">
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className={`${button} bg-indigo-700 text-white hover:bg-indigo-800`}
            >
              {t`Close`}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit}>
          <fieldset className="mt-4">
            <legend className="text-sm font-medium">{t`What is wrong?`}</legend>
            <div className="mt-2 space-y-1">
              {REPORT_REASONS.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    required
                  />
                  {i18n._(REASON_LABEL[value])}
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor={`${id}-comment`} className="mt-4 block text-sm font-medium">
            {t`Comment (optional)`}
          </label>
          <textarea
            id={`${id}-comment`}
            value={comment}
            maxLength={MAX_COMMENT_LENGTH}
            rows={4}
            onChange={(event) => setComment(event.currentTarget.value)}
            aria-describedby={`${id}-privacy`}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white p-2 text-sm dark:border-slate-600 dark:bg-slate-950"
          />
          <p id={`${id}-privacy`} className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            {t`No personal data is sent: only the question, the reason and your comment (${length} of ${max} characters).`}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`}
            >
              {t`Cancel`}
            </button>
            <button type="submit" className={`${button} bg-indigo-700 text-white hover:bg-indigo-800`}>
              {t`Send report`}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
