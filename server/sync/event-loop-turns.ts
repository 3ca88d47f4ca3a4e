import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A pause that gives the event loop a turn once the work since the last turn took `budgetMs`, so a
 * long job (an account's whole view built again) never holds every other request: issue 31 asks that
 * no request hold the loop over 50 ms. Inside a transaction the turn is safe: other requests' queries
 * wait for the connection (SQLite has one; on PostgreSQL the account's row is locked).
 */
export function turnTaker(budgetMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await nextTurn();
    since = performance.now();
  };
}
