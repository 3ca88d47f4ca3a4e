import type { Page } from '@playwright/test';

/** The learner's record as the page's IndexedDB holds it (app/record/record-db.ts), by store; empty when there is none. */
export function storedRecord(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty, without the app's stores.
    if (!(await indexedDB.databases()).some((known) => known.name === 'quiz-dojo-record')) return {};
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('quiz-dojo-record');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('the record would not open'));
    });
    const names = [...db.objectStoreNames];
    const tx = db.transaction(names, 'readonly');
    const stores = await Promise.all(
      names.map(
        (name) =>
          new Promise<[string, unknown[]]>((resolve) => {
            const request = tx.objectStore(name).getAll();
            request.onsuccess = () => resolve([name, request.result as unknown[]]);
          }),
      ),
    );
    db.close();
    return Object.fromEntries(stores);
  });
}

/**
 * Review cards put in the record as another tab would put them (a sync or a progress file there):
 * written to the database, then told on the record's BroadcastChannel, so this page shows them now
 * and after a reload.
 */
export function cardsFromAnotherTab(page: Page, bases: { topicId: string; questionId: string; card: unknown }[]) {
  return page.evaluate(async (rows) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('quiz-dojo-record');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('the record would not open'));
    });
    const tx = db.transaction('bases', 'readwrite');
    for (const row of rows) tx.objectStore('bases').put(row, `${row.topicId}\n${row.questionId}`);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error ?? new Error('the cards were not written'));
    });
    db.close();
    const channel = new BroadcastChannel('quiz-dojo-record');
    channel.postMessage({ put: { bases: rows } });
    channel.close();
  }, bases);
}

/** What a browser erases after seven days without a visit (Safari): every script-writable store. */
export function eraseSiteStorage(page: Page): Promise<void> {
  return page.evaluate(async () => {
    localStorage.clear();
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase('quiz-dojo-record');
      request.onsuccess = request.onerror = request.onblocked = resolve;
    });
  });
}
