import { plural, t } from '@lingui/core/macro';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { startSync } from './sync-engine';
import { subscribeSyncStatus, syncStatus, type SyncStatus } from './sync-status-store';

const answers = (count: number) => plural(count, { one: '# answer', other: '# answers' });

function ago(at: number, now: number): string {
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return t`just now`;
  if (minutes < 60) return t`${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  return hours < 24 ? t`${hours} h ago` : t`${days} d ago`;
}

/** The words of the header's sync status. */
export function statusText(status: SyncStatus, now: number): string {
  switch (status.phase) {
    case 'starting':
      return t`Syncing…`;
    case 'syncing': {
      const waiting = answers(status.waiting);
      return status.waiting > 0 ? t`Syncing ${waiting}…` : t`Syncing…`;
    }
    case 'synced': {
      const when = ago(status.at, now);
      if (!status.heldBack) return t`Synced ${when}`;
      const held = status.heldBack;
      return plural(held, {
        one: `Synced ${when}; this device's clock is behind, # answer waits`,
        other: `Synced ${when}; this device's clock is behind, # answers wait`,
      });
    }
    case 'offline': {
      const waiting = answers(status.waiting);
      return status.waiting > 0 ? t`Offline: ${waiting} waiting` : t`Offline: all synced`;
    }
    case 'error': {
      const seconds = Math.max(1, Math.ceil((status.retryAt - now) / 1000));
      const minutes = Math.ceil(seconds / 60);
      const wait = seconds < 60 ? t`${seconds} s` : t`${minutes} min`;
      const { message } = status;
      return t`Sync failed: ${message}. Trying again in ${wait}`;
    }
    case 'signed-out':
      return t`Signed out: sign in to sync`;
  }
}

/** A phone's header has room for a few words: the status in short, the full words one tap away. */
export function shortText(status: SyncStatus): string {
  switch (status.phase) {
    case 'starting':
    case 'syncing':
      return t`Syncing…`;
    case 'synced':
      return status.heldBack ? t`Clock behind` : t`Synced`;
    case 'offline': {
      const waiting = status.waiting;
      return waiting > 0 ? t({ message: `Offline: ${waiting}`, context: 'answers waiting, in short' }) : t`Offline`;
    }
    case 'error':
      return t`Sync failed`;
    case 'signed-out':
      return t`Signed out`;
  }
}

/**
 * The header's sync status, loaded only in a signed-in browser (app/sync/sync-slot.tsx), which
 * also starts the sync. A button: in short on a phone, truncated from 640px up, and either way it
 * shows the full words under it, where the live region is (otherwise read by screen readers only).
 * The account link beside it opens /account, where the learner can act on the status.
 */
export default function SyncStatusText() {
  const status = useSyncExternalStore(subscribeSyncStatus, syncStatus, syncStatus);
  const [now, setNow] = useState(() => Date.now());
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => startSync(), []);
  useEffect(() => {
    // "2 min ago" moves on, and the countdown of a retry.
    const timer = setInterval(() => setNow(Date.now()), status.phase === 'error' ? 1_000 : 30_000);
    return () => clearInterval(timer);
  }, [status]);
  const error =
    status.phase === 'error' || status.phase === 'signed-out' || (status.phase === 'synced' && !!status.heldBack);
  const colour = error ? 'text-rose-700 dark:text-rose-300' : 'text-slate-600 dark:text-slate-300';
  const full = statusText(status, now);
  return (
    <div className="sm:relative" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={`rounded-md px-2 py-2 text-xs whitespace-nowrap hover:bg-slate-100 dark:hover:bg-slate-800 ${colour}`}
      >
        <span className="sm:hidden">{shortText(status)}</span>
        <span className="hidden max-w-64 truncate sm:block">{full}</span>
      </button>
      <p
        id={id}
        role="status"
        className={
          open
            ? `absolute inset-x-4 top-full mt-1 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg sm:inset-x-auto sm:inset-e-0 sm:w-72 dark:border-slate-700 dark:bg-slate-900 ${colour}`
            : 'sr-only'
        }
      >
        {full}
      </p>
    </div>
  );
}
