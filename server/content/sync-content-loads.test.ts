import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWorkspace } from '../testing/test-server.js';
import { readContent } from './content-snapshot.js';
import { importBank, syncContent } from './import-bank.js';

// The parsers (yaml, markdown-it, sanitize-html, the logo sanitizer) come with load-bank.ts: counting
// its loads tells whether a start paid for them.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./load-bank.js', async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('syncContent at start-up', () => {
  it('loads the parsers only when the content differs from the import in the database', async () => {
    const workspace = await makeWorkspace();
    const db = await workspace.openDb();
    cleanups.push(async () => {
      await db.destroy();
      await workspace.cleanup();
    });
    // The database already holds an import of these very files.
    await importBank(db, { hash: (await readContent(workspace.contentDir)).hash, topics: [] });

    expect(await syncContent(db, workspace.contentDir)).toMatchObject({ imported: false });
    expect(loads.count).toBe(0);

    await fs.appendFile(path.join(workspace.contentDir, 'topics', 'alpha.md'), '\n');
    expect(await syncContent(db, workspace.contentDir)).toMatchObject({ imported: true });
    expect(loads.count).toBe(1);
  });
});
