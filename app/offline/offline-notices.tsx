import { useBrowserStore } from '../hooks/use-browser-store';
import { pendingUpdate, subscribeUpdate } from './update-state';
import { useOnline } from './use-online';

const NOTICE =
  'pointer-events-auto flex items-center gap-3 rounded-lg bg-slate-900 px-4 py-2 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900';

/**
 * Small notices at the foot of the screen that never cover a control for long nor take focus:
 * the browser is offline, or a new version is waiting. The live regions are always there, so
 * screen readers announce what appears in them.
 */
export function OfflineNotices() {
  const online = useOnline();
  const update = useBrowserStore(subscribeUpdate, pendingUpdate, () => undefined);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-4">
      <div role="status">{!online && <p className={NOTICE}>Offline: practising saved topics</p>}</div>
      <div role="status">
        {update && (
          <p className={NOTICE}>
            A new version of Quiz Dojo is ready.
            <button
              type="button"
              onClick={update}
              className="rounded-md bg-indigo-600 px-3 py-1 font-semibold text-white hover:bg-indigo-700 dark:bg-indigo-700 dark:hover:bg-indigo-800"
            >
              Reload to update
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
