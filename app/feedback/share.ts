import type { Report } from '../../contract/feedback';
import { feedbackBase } from './feedback-base';
import { OUTBOX_KEY } from './keys';
import { flushOutbox, queueAnswer, queueReport, reportWaiting } from './outbox';
import { readSharing } from './sharing';

/** Answers given within this long go in one request. */
const BATCH_DELAY_MS = 2_000;
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
let flushed: Promise<boolean> = Promise.resolve(true);

/**
 * One flush at a time: two at once (the answers' timer firing, then a report sent) each read the
 * same outbox and both posted the report. A call waits for the flush under way, then sends what is left.
 */
function flush(base: string): Promise<boolean> {
  // Only the refusal of a report this page sent is kept, and only until it is told.
  const onRefused = (reportId: string, message: string) => {
    if (ours.has(reportId)) refusals.set(reportId, message);
  };
  const next = () => flushOutbox(base, { onRefused });
  flushed = flushed.then(next, next);
  void flushed.then(tellSent, tellSent);
  return flushed;
}

/** How a report left the outbox: taken by the server, or refused for good with what it said. */
export type ReportSettled = { status: 'sent' } | { status: 'refused'; message: string };

/** Reports that went to the outbox, each with who to tell once it has left it. */
const onSent = new Map<string, (settled: ReportSettled) => void>();
/** The reports this page sent and has not told as settled yet. */
const ours = new Set<string>();
/** Those of them the server refused, with its message. */
const refusals = new Map<string, string>();

/** How a report that left the outbox settled, forgotten once asked. */
function settle(reportId: string): ReportSettled {
  const message = refusals.get(reportId);
  ours.delete(reportId);
  refusals.delete(reportId);
  return message === undefined ? { status: 'sent' } : { status: 'refused', message };
}

function tellSent() {
  for (const [reportId, tell] of onSent) {
    if (reportWaiting(reportId)) continue;
    onSent.delete(reportId);
    tell(settle(reportId));
  }
}

function listen(base: string) {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // What waited offline goes once the browser is back online.
  window.addEventListener('online', () => void flush(base));
  // Another tab of the site may send it first.
  window.addEventListener('storage', (event) => {
    if (event.key === OUTBOX_KEY) tellSent();
  });
}

function flushSoon(base: string, delay: number) {
  listen(base);
  clearTimeout(timer);
  timer = setTimeout(() => void flush(base), delay);
}

/**
 * Shares a first answer on a screen (the one that rates the review card), when this browser shares
 * answers and the API takes feedback from this page (README "Privacy").
 */
export function shareAnswer(questionId: string, option: string): void {
  const base = feedbackBase();
  if (base === null || !readSharing()) return;
  queueAnswer(questionId, option);
  flushSoon(base, BATCH_DELAY_MS);
}

/**
 * Queues a report and sends it now, with the answers waiting: settled once the server has taken or
 * refused it, 'waiting' when it could not be reached (it goes when back online, and then `later`
 * hears how it settled), null when this build sends none. A report another tab sent is told as sent.
 */
export async function sendReport(
  report: Omit<Report, 'reportId'>,
  later?: (settled: ReportSettled) => void,
): Promise<ReportSettled | { status: 'waiting' } | null> {
  const base = feedbackBase();
  if (base === null) return null;
  const reportId = queueReport(report);
  ours.add(reportId);
  listen(base);
  clearTimeout(timer);
  await flush(base);
  if (!reportWaiting(reportId)) return settle(reportId);
  if (later) onSent.set(reportId, later);
  else ours.delete(reportId);
  return { status: 'waiting' };
}

/** Sends what waited from an earlier visit (a report written offline, then the tab closed). */
export function resumeFeedback(): void {
  const base = feedbackBase();
  if (base !== null) flushSoon(base, BATCH_DELAY_MS);
}
