import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { readSyncState, writeSyncState } from '../record/outbox';
import { markSignedIn, markSignedOut } from '../record/signed-in';
import { applyView } from '../sync/sync-batch';
import { ProgressTransfer } from './progress-transfer';
import { readStored } from '../record/stored-progress';
import { startRecord } from '../record/start-record';

// The bank takes every id of the file: this test is about the account's reset, not the bank.
vi.mock('./bank-check', () => ({
  checkAgainstBank: async (file: unknown) => ({ ok: true, file, leftOut: 0 }),
}));

const now = Date.now();
const reset = now - 60_000;
const answer = (at: number) => ({ chosen: 'A', correct: true, at, first: { chosen: 'A', correct: true, at } });
const file = {
  format: 'quiz-dojo-progress',
  version: 2,
  exportedAt: new Date(now - 7_200_000).toISOString(),
  // q1 was answered before the account's reset of topic 2 (on a laptop, exported two hours ago).
  topics: { '2': { total: 3, answers: { q1: answer(now - 1_800_000) } } },
  cards: {},
  activity: {},
};

beforeEach(async () => {
  localStorage.clear();
  await startRecord();
});
afterEach(() => localStorage.clear());

async function importFile() {
  render(<ProgressTransfer />);
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  const text = JSON.stringify(file);
  // jsdom's File has no text(): the browser's does.
  const chosen = Object.assign(new File([text], 'progress.json', { type: 'application/json' }), {
    text: async () => text,
  });
  fireEvent.change(input, { target: { files: [chosen] } });
  return (await screen.findByText(/^Progress imported/)).textContent;
}

it("an import into a signed-in browser leaves out the answers the account's reset it took in hides", async () => {
  markSignedIn();
  // This browser's clock runs two hours slow: it took the reset in "before" the file's answer.
  await writeSyncState({ ...readSyncState(), resetsSeen: { '2': { at: reset, seenAt: now - 7_200_000 } } });
  expect(await importFile()).toContain('Progress imported: 0 answers in 1 topic');
  expect(readStored().topics['2']?.answers.q1).toBeUndefined();
  // Kept, the next sync would have moved it past the reset (stamped after this browser saw it) and sent it.
  const view = { answers: {}, cards: {}, activity: {}, resets: { '2': reset }, records: 0, maxRecords: 100_000 };
  expect(applyView(readStored(), view, readSyncState()).topics['2']?.answers.q1).toBeUndefined();
});

it('a signed-out browser imports every answer', async () => {
  markSignedIn();
  await writeSyncState({ ...readSyncState(), resetsSeen: { '2': { at: reset, seenAt: now - 7_200_000 } } });
  markSignedOut();
  expect(await importFile()).toContain('Progress imported: 1 answer in 1 topic');
  expect(readStored().topics['2']?.answers.q1?.at).toBe(now - 1_800_000);
});
