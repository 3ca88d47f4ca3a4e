import fs from 'node:fs';
import type { Db } from '../db/database.js';
import { ImportRefusedError, syncContent } from './import-bank.js';
import { ContentError } from './types.js';

/** An editor's save is often several events (write a temporary file, rename it): one import for all. */
const SETTLE_MS = 300;

type Log = { info: (message: string) => void; error: (message: string) => void };

/**
 * Imports content/ again whenever a file under it changes, as start-up does: one transaction, only
 * when the files changed, and a broken file leaves the last good import serving (its problems are
 * logged for the author). The quiz store sees the new version on its next check (decision 3).
 * Imports never overlap: a change during one brings another once it ends.
 */
export function watchContent(db: Db, contentDir: string, log: Log) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function importOnce() {
    try {
      const result = await syncContent(db, contentDir);
      if (result.imported) log.info(`Content changed: imported ${contentDir} (${result.hash.slice(0, 12)})`);
    } catch (error) {
      if (!(error instanceof ContentError || error instanceof ImportRefusedError)) throw error;
      log.error(`Content changed but was not imported; the last good import is still served.\n${error.message}`);
    }
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = importOnce()
      .catch((error: unknown) => log.error(`Content import failed: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const watcher = fs.watch(contentDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(run, SETTLE_MS);
  });
  watcher.on('error', (error) => log.error(`Stopped watching ${contentDir}: ${error.message}`));
  return {
    /** Stops watching and waits for an import under way. */
    async close() {
      watcher.close();
      clearTimeout(timer);
      again = false;
      await running;
    },
  };
}
