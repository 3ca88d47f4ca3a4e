import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT } from './test-server.js';

/** Small translations of the fixture topics: es/alpha (one fresh, one stale), es/beta (name only), pt-BR/alpha (pending). */
export const FIXTURE_TRANSLATIONS = path.resolve(import.meta.dirname, 'fixture-translations');

/** A copy of the fixture content with the fixture translations, for tests that start from it; removed by cleanup(). */
export async function translatedFixtureContent() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-translations-'));
  await fs.cp(FIXTURE_CONTENT, root, { recursive: true });
  await fs.cp(FIXTURE_TRANSLATIONS, path.join(root, 'translations'), { recursive: true });
  return { dir: root, cleanup: () => fs.rm(root, { recursive: true, force: true }) };
}
