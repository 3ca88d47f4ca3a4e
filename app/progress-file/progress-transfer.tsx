import { plural, t } from '@lingui/core/macro';
import { useRef, useState, type ChangeEvent } from 'react';
import { useServerView } from '../hooks/use-server-render';
import { saveFile } from '../lib/save-file';
import { withoutSeenResets } from '../record/outbox';
import type { ProgressFile } from './progress-file';

// The file's schema (the full zod) and the stores load when a file is saved or read, not with /review;
// undefined when they cannot (offline before the worker cached them).
const fileModules = () =>
  Promise.all([import('./progress-file'), import('../record/stored-progress'), import('./bank-check')]).catch(
    () => undefined,
  );
const unloaded = () =>
  t`The code that reads and writes progress files could not be loaded (the connection may be down). Try again once you are online.`;

// Far above any real progress (a card is about 200 bytes), far below what would stall the tab.
const MAX_BYTES = 5 * 1024 * 1024;
const BUTTON_CLASS =
  'rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

type Message = { kind: 'done' | 'refused'; text: string } | null;
type Props = { onImported?: () => void };

const answerCount = (count: number) => plural(count, { one: '# answer', other: '# answers' });
/** "12 answers in 3 topics" */
const contents = (file: ProgressFile) => {
  const answers = answerCount(
    Object.values(file.topics).reduce((sum, topic) => sum + Object.keys(topic.answers).length, 0),
  );
  const topics = plural(Object.keys(file.topics).length, { one: '# topic', other: '# topics' });
  return t`${answers} in ${topics}`;
};

/** "Export progress" and "Import progress" (docs/progress-format.md). */
export function ProgressTransfer({ onImported }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<Message>(null);
  const disabled = useServerView();

  const exportFile = async () => {
    const modules = await fileModules();
    if (!modules) return setMessage({ kind: 'refused', text: t`Export failed. ${unloaded()}` });
    const [{ buildProgressFile }, { readStored }] = modules;
    const now = new Date();
    const file = buildProgressFile(readStored(), now);
    saveFile(
      new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
      `quiz-dojo-progress-${localDate(now)}.json`,
    );
    setMessage({ kind: 'done', text: t`Progress exported: ${contents(file)}.` });
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!chosen) return;
    if (chosen.size > MAX_BYTES) return refuse(t`This file is too large to be a Quiz Dojo progress file.`);
    const modules = await fileModules();
    if (!modules) return refuse(unloaded());
    const [{ mergeProgress, parseProgressFile }, { readStored, writeStored }, { checkAgainstBank }] = modules;
    const parsed = parseProgressFile(await chosen.text());
    if (!parsed.ok) return refuse(parsed.message);
    const checked = await checkAgainstBank(parsed.file);
    if (!checked.ok) return refuse(checked.message);
    const file = { ...checked.file, topics: withoutSeenResets(checked.file.topics) };
    if (!(await writeStored(mergeProgress(readStored(), file), { durably: true })))
      return refuse(t`The browser refused to store the progress (its storage is full or turned off).`);
    const imported = t`Progress imported: ${contents(file)}, merged with yours.`;
    const leftOut = answerCount(checked.leftOut);
    const text =
      checked.leftOut > 0 ? t`${imported} ${leftOut} to questions the bank does not have left out.` : imported;
    setMessage({ kind: 'done', text });
    onImported?.();
  };

  const refuse = (reason: string) =>
    setMessage({ kind: 'refused', text: t`Import refused. ${reason} Nothing was changed.` });

  return (
    <section aria-labelledby="carry-progress" className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-700">
      <h2 id="carry-progress" className="text-xl font-semibold text-slate-900 dark:text-slate-50">
        {t`Your progress`}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {t`It is kept in this browser. Save it to a file to carry it to another one: an import merges it with what is here, and for each question the most recent answer wins.`}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={() => void exportFile()} disabled={disabled} className={BUTTON_CLASS}>
          {t`Export progress`}
        </button>
        <button type="button" onClick={() => input.current?.click()} disabled={disabled} className={BUTTON_CLASS}>
          {t`Import progress`}
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(event) => void importFile(event)}
        />
      </div>
      <p
        role={message?.kind === 'refused' ? 'alert' : 'status'}
        className={`mt-3 text-sm ${message?.kind === 'refused' ? 'font-medium text-rose-700 dark:text-rose-300' : 'text-slate-700 dark:text-slate-200'}`}
      >
        {message?.text}
      </p>
    </section>
  );
}

function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
