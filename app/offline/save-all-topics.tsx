import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { ProgressMeter } from '../components/progress-meter';
import { useServerView } from '../hooks/use-server-render';
import type { SaveReport } from '../lib/worker-messages';
import { canSaveOffline, formatBytes, saveTopicsForOffline } from './offline-store';
import { useOnline } from '../hooks/use-online';

type State =
  { step: 'idle' } | { step: 'saving'; report: SaveReport } | { step: 'done'; report: SaveReport } | { step: 'failed' };

/**
 * "Save all topics for offline" on /topics: every topic's questions and logo, with progress. Offline
 * it cannot fetch anything, so it is not offered then; a save under way goes on and reports what it got.
 */
export function SaveAllTopics({ topicIds }: { topicIds: readonly number[] }) {
  const serverView = useServerView();
  const online = useOnline();
  const [state, setState] = useState<State>({ step: 'idle' });
  const supported = serverView || canSaveOffline();
  const offered = online || state.step === 'saving';

  const start = () => {
    const empty: SaveReport = { done: false, total: topicIds.length, saved: [], bytes: 0 };
    setState({ step: 'saving', report: empty });
    saveTopicsForOffline([...topicIds], (report) => setState({ step: report.done ? 'done' : 'saving', report })).catch(
      () => setState({ step: 'failed' }),
    );
  };

  return (
    <section
      aria-label={t`Offline use`}
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center dark:border-slate-700 dark:bg-slate-900"
    >
      {offered && (
        <button
          type="button"
          onClick={start}
          disabled={serverView || !supported || state.step === 'saving' || topicIds.length === 0}
          className="rounded-lg border border-indigo-700 px-4 py-2 text-sm font-semibold text-indigo-700 transition-colors hover:bg-indigo-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-indigo-300 dark:text-indigo-200 dark:hover:bg-slate-800"
        >
          {t`Save all topics for offline`}
        </button>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {state.step === 'saving' && (
          <ProgressMeter
            label={t`Topics saved for offline`}
            value={state.report.saved.length}
            max={state.report.total}
          />
        )}
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {offered || !supported
            ? describe(state, supported)
            : t`You are offline: topics can be saved for offline use once you are back online. The topics below marked "Available offline" open now.`}
        </p>
      </div>
    </section>
  );
}

function describe(state: State, supported: boolean): string {
  if (!supported) return t`This browser cannot keep topics for offline use.`;
  if (state.step === 'idle') return t`Keep every topic on this device to practise without a connection.`;
  if (state.step === 'failed') return t`Saving for offline did not start. Reload the page and try again.`;
  const { total } = state.report;
  const saved = state.report.saved.length;
  if (state.step === 'saving') return t`${saved} of ${total} topics saved`;
  const size = formatBytes(state.report.bytes);
  if (saved === total) return t`All ${total} topics saved for offline use: ${size} stored.`;
  return t`${saved} of ${total} topics saved for offline use: ${size} stored. The others could not be fetched; try again when online.`;
}
