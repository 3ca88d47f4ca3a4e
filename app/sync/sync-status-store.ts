/** What the header says of the sync (app/sync/sync-status.tsx); the engine sets it. */
export type SyncStatus =
  | { phase: 'starting' }
  | { phase: 'syncing'; waiting: number }
  /** heldBack: answers from other devices that wait for this device's clock (app/sync/ahead-of-clock.ts). */
  | { phase: 'synced'; at: number; heldBack?: number }
  | { phase: 'offline'; waiting: number }
  | { phase: 'error'; message: string; retryAt: number; waiting: number }
  | { phase: 'signed-out' };

let status: SyncStatus = { phase: 'starting' };
const listeners = new Set<() => void>();

export const syncStatus = () => status;

export function setSyncStatus(next: SyncStatus) {
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeSyncStatus(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
