import { useEffect, useState, useSyncExternalStore } from 'react';
import { startSync } from './sync-engine';
import { subscribeSyncStatus, syncStatus, type SyncStatus } from './sync-status-store';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function ago(at: number, now: number): string {
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h ago` : `${Math.floor(hours / 24)} d ago`;
}

/** The words of the header's sync status. */
export function statusText(status: SyncStatus, now: number): string {
  switch (status.phase) {
    case 'starting':
      return 'Syncing…';
    case 'syncing':
      return status.waiting > 0 ? `Syncing ${plural(status.waiting, 'answer')}…` : 'Syncing…';
    case 'synced':
      return status.heldBack
        ? `Synced ${ago(status.at, now)}; this device's clock is behind, ${plural(status.heldBack, 'answer')} ${status.heldBack === 1 ? 'waits' : 'wait'}`
        : `Synced ${ago(status.at, now)}`;
    case 'offline':
      return status.waiting > 0 ? `Offline: ${plural(status.waiting, 'answer')} waiting` : 'Offline: all synced';
    case 'error': {
      const seconds = Math.max(1, Math.ceil((status.retryAt - now) / 1000));
      return `Sync failed: ${status.message}. Trying again in ${seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`}`;
    }
    case 'signed-out':
      return 'Signed out: sign in to sync';
  }
}

/**
 * The header's sync status, loaded only in a signed-in browser (app/sync/sync-slot.tsx), which
 * also starts the sync. Words only: the account link beside it opens /account, where the learner
 * can act on it (a second link there would be one more stop to the same page).
 */
export default function SyncStatusText() {
  const status = useSyncExternalStore(subscribeSyncStatus, syncStatus, syncStatus);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => startSync(), []);
  useEffect(() => {
    // "2 min ago" moves on, and the countdown of a retry.
    const timer = setInterval(() => setNow(Date.now()), status.phase === 'error' ? 1_000 : 30_000);
    return () => clearInterval(timer);
  }, [status]);
  const error =
    status.phase === 'error' || status.phase === 'signed-out' || (status.phase === 'synced' && !!status.heldBack);
  return (
    <p
      role="status"
      className={`max-w-28 truncate px-2 py-1 text-xs sm:max-w-64 ${error ? 'text-rose-700 dark:text-rose-300' : 'text-slate-600 dark:text-slate-300'}`}
      title={statusText(status, now)}
    >
      {statusText(status, now)}
    </p>
  );
}
