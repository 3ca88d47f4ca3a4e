import '../lib/zod-config';
import { t } from '@lingui/core/macro';
import {
  type Answer,
  MAX_ANSWERS_PER_BATCH,
  type Report,
  answerSchema,
  reportSchema,
  requestIdSchema,
} from '../../contract/feedback';
import { z } from 'zod';
import { safeJson } from '../lib/safe-json';
import { OUTBOX_KEY } from './keys';

/**
 * Feedback waiting to be sent, kept in localStorage so it survives going offline and closing the
 * tab: reports (each with the id made when it was written, so a retry is stored once) and answers
 * (sent in batches whose id is kept until the server took them). Nothing here names the learner.
 */
export { OUTBOX_KEY };
/** Questions whose first answer this browser already shared: later ones are sent as not first. */
export const SHARED_KEY = 'quiz-dojo:feedback-shared:v1';
const MAX_WAITING_ANSWERS = 200;
const MAX_WAITING_REPORTS = 50;
const MAX_SHARED = 5_000;

const outboxSchema = z.object({
  reports: z.array(reportSchema.safeExtend({ reportId: requestIdSchema })).catch([]),
  answers: z.array(answerSchema).catch([]),
  /** The batch being sent, taken out of `answers`: the same id and answers on every retry. */
  batch: z
    .object({ batchId: requestIdSchema, answers: z.array(answerSchema).min(1).max(MAX_ANSWERS_PER_BATCH) })
    .optional()
    .catch(undefined),
});
type Outbox = z.infer<typeof outboxSchema>;

const EMPTY: Outbox = { reports: [], answers: [] };

function read(storage: Storage): Outbox {
  try {
    const parsed = outboxSchema.safeParse(safeJson(storage.getItem(OUTBOX_KEY)));
    return parsed.success ? parsed.data : { ...EMPTY };
  } catch {
    return { ...EMPTY };
  }
}

function write(storage: Storage, outbox: Outbox) {
  try {
    // An empty outbox leaves no key, so a later start loads none of this code (app/feedback/keys.ts).
    if (outbox.reports.length === 0 && outbox.answers.length === 0 && !outbox.batch) storage.removeItem(OUTBOX_KEY);
    else storage.setItem(OUTBOX_KEY, JSON.stringify(outbox));
  } catch {
    // Storage full or refused: what is waiting stays in memory for this page only.
  }
}

/** A report to send; its id is made now and kept until the server has stored it. */
export function queueReport(report: Omit<Report, 'reportId'>, storage: Storage = localStorage): string {
  const outbox = read(storage);
  const reportId = crypto.randomUUID();
  outbox.reports = [...outbox.reports, { ...report, reportId }].slice(-MAX_WAITING_REPORTS);
  write(storage, outbox);
  return reportId;
}

/** An answer to share: the first one to this question in this browser is marked first. */
export function queueAnswer(questionId: string, option: string, storage: Storage = localStorage): void {
  const shared = new Set(
    z
      .array(z.string())
      .catch([])
      .parse(safeJson(storage.getItem(SHARED_KEY))),
  );
  const answer: Answer = { questionId, option, first: !shared.has(questionId) };
  shared.add(questionId);
  try {
    storage.setItem(SHARED_KEY, JSON.stringify([...shared].slice(-MAX_SHARED)));
  } catch {
    // Not remembered: a later answer may be counted as first again, within the server's cap.
  }
  const outbox = read(storage);
  outbox.answers = [...outbox.answers, answer].slice(-MAX_WAITING_ANSWERS);
  write(storage, outbox);
}

export function waiting(storage: Storage = localStorage) {
  const { reports, answers, batch } = read(storage);
  return { reports: reports.length, answers: answers.length + (batch?.answers.length ?? 0) };
}

/** Whether the report with this id is still in the outbox (not yet taken by the server). */
export function reportWaiting(reportId: string, storage: Storage = localStorage): boolean {
  return read(storage).reports.some((report) => report.reportId === reportId);
}

/** Taken (2xx), refused for good (a 4xx other than 408 and 429: it leaves the outbox), or to retry. */
type Outcome = { taken: true } | { refused: string } | { retry: true };

const refusalSchema = z.object({ message: z.string().min(1) });

/**
 * What the server said when it refused (its error envelope's message, in its own words), or its
 * status, which the report dialog quotes: in the page's language.
 */
async function refusal(response: Response): Promise<string> {
  const body = refusalSchema.safeParse(await response.json().catch(() => null));
  const { status } = response;
  return body.success ? body.data.message.slice(0, 300) : t`the server answered ${status}`;
}

async function outcomeOf(response: Response): Promise<Outcome> {
  const { status } = response;
  if (status >= 200 && status < 300) return { taken: true };
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return { refused: await refusal(response) };
  return { retry: true };
}

/**
 * Sends what waits, one request at a time, and keeps what could not be sent (offline, a 5xx, a
 * 429) for the next call. A report the server refuses leaves the outbox, and `onRefused` hears
 * why. Returns whether everything went.
 */
export async function flushOutbox(
  base: string,
  {
    send = fetch,
    storage = localStorage,
    onRefused = () => {},
  }: {
    send?: typeof fetch;
    storage?: Storage;
    onRefused?: (reportId: string, message: string) => void;
  } = {},
): Promise<boolean> {
  const post = (path: string, body: object): Promise<Outcome> =>
    send(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then(outcomeOf)
      .catch(() => ({ retry: true }) as const);
  for (;;) {
    const outbox = read(storage);
    const report = outbox.reports[0];
    if (report) {
      const outcome = await post('/api/reports', report);
      if ('retry' in outcome) return false;
      if ('refused' in outcome) onRefused(report.reportId, outcome.refused);
      const after = read(storage);
      write(storage, { ...after, reports: after.reports.filter((r) => r.reportId !== report.reportId) });
      continue;
    }
    let batch = outbox.batch;
    if (!batch) {
      if (outbox.answers.length === 0) return true;
      batch = { batchId: crypto.randomUUID(), answers: outbox.answers.slice(0, MAX_ANSWERS_PER_BATCH) };
      write(storage, { ...outbox, answers: outbox.answers.slice(batch.answers.length), batch });
    }
    if ('retry' in (await post('/api/answers', batch))) return false;
    write(storage, { ...read(storage), batch: undefined });
  }
}
