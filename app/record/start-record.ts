import { openRecord } from './learner-record';

/**
 * Opens the learner's record before the app's first render (app/main.tsx), and takes in what the
 * stores before it left in localStorage, once (./carry-over-run.ts, loaded only when there is some).
 */
export async function startRecord(): Promise<void> {
  const { fresh } = await openRecord();
  if (!hasOldStores()) return;
  const { carryOverOldStores } = await import('./carry-over-run');
  await carryOverOldStores(fresh);
}

// The old stores' keys all start so; the account's mark (quiz-dojo:account:v1) is not one of them.
const OLD = /^quiz-dojo:(progress:v[123]:|cards:v1$|activity:v1$|sync:v1$)/;

function hasOldStores(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index++) if (OLD.test(localStorage.key(index) ?? '')) return true;
  } catch {
    // No storage at all: nothing to carry over.
  }
  return false;
}
