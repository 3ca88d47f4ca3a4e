import { t } from '@lingui/core/macro';
import { useBrowserStore } from '../hooks/use-browser-store';
import { pendingUpdate, subscribeUpdate } from './update-state';
import { useOnline } from '../hooks/use-online';

const UPDATE_NOTICE =
  'pointer-events-auto flex items-center gap-3 rounded-lg bg-slate-900 px-4 py-2 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900';

/**
 * "Offline: practising saved topics", a band in the page's flow under the header: a notice floating
 * at the foot of the screen sat over the topic cards, for as long as the browser was offline. The
 * live region is always there, so screen readers announce what appears in it.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status">
      {!online && (
        <p className="bg-slate-900 px-4 py-2 text-center text-sm text-white dark:bg-slate-100 dark:text-slate-900">
          {t`Offline: practising saved topics`}
        </p>
      )}
    </div>
  );
}

/**
 * A new version is waiting: a small notice at the foot of the screen that takes no focus and is
 * there only until the learner reloads (it comes rarely, and has a button).
 */
export function UpdateNotice() {
  const update = useBrowserStore(subscribeUpdate, pendingUpdate, () => undefined);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-4">
      <div role="status">
        {update && (
          <p className={UPDATE_NOTICE}>
            {t`A new version of Quiz Dojo is ready.`}
            <button
              type="button"
              onClick={update}
              className="rounded-md bg-indigo-600 px-3 py-1 font-semibold text-white hover:bg-indigo-700 dark:bg-indigo-700 dark:hover:bg-indigo-800"
            >
              {t`Reload to update`}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
