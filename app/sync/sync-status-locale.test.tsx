import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishIn, inPseudoLocale } from '../i18n/pseudo-english';
import { syncRequest } from './sync-client';
import SyncStatusText, { shortText, statusText } from './sync-status';
import { setSyncStatus, type SyncStatus } from './sync-status-store';

vi.mock('./sync-engine', () => ({ startSync: () => () => {} }));

const NOW = Date.UTC(2026, 10, 26, 10);
/** Why a sync fails, as the client words it: unreachable, a bad answer, an error without a message. */
const failures = () =>
  Promise.all(
    [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('{}')),
      () => Promise.resolve(new Response('', { status: 502 })),
    ].map((fetchApi) =>
      syncRequest(undefined, fetchApi).then(
        () => 'no failure',
        (error: Error) => error.message,
      ),
    ),
  );

/** Issue 35: the header's sync status, in every state, comes from the catalogs. */
describe('the sync status in the pseudo-locale', () => {
  let restore: () => void;
  beforeEach(async () => {
    restore = await inPseudoLocale();
  });
  afterEach(() => restore());

  it('says every state, and why a sync failed, without English', async () => {
    const messages = await failures();
    const statuses: SyncStatus[] = [
      { phase: 'starting' },
      { phase: 'syncing', waiting: 3 },
      { phase: 'synced', at: NOW - 5 * 60_000 },
      { phase: 'synced', at: NOW - 3 * 3_600_000, heldBack: 2 },
      { phase: 'synced', at: NOW - 3 * 86_400_000, heldBack: 1 },
      { phase: 'offline', waiting: 1 },
      { phase: 'offline', waiting: 0 },
      ...messages.map((message, index): SyncStatus => ({
        phase: 'error',
        message,
        retryAt: NOW + index * 90_000,
        waiting: 0,
      })),
      { phase: 'signed-out' },
    ];
    for (const status of statuses) {
      const shown = document.createElement('p');
      shown.textContent = `${statusText(status, NOW)} ${shortText(status)}`;
      expect(englishIn(shown), shown.textContent).toEqual([]);
    }
  });

  it('in the header, shows no English', () => {
    setSyncStatus({ phase: 'synced', at: Date.now(), heldBack: 1 });
    const { container } = render(<SyncStatusText />);
    expect(englishIn(container)).toEqual([]);
  });
});
