import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/database.js';
import { readContent } from './content-snapshot.js';
import type { Bank } from './types.js';
import { importTranslations } from '../translations/import-translations.js';

const BANK_KEY = 'bank';
const ROWS_PER_INSERT = 500;
// Any fixed number works; it names the lock that lets one PostgreSQL instance import at a time.
const IMPORT_LOCK_ID = 740_217_001;

export async function currentContentHash(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('content_state').select('hash').where('key', '=', BANK_KEY).executeTakeFirst();
  return row?.hash;
}

/** Replaces the whole bank in one transaction: a failure leaves the previous content untouched. */
export async function importBank(db: Db, bank: Bank, options: { onlyIfChanged?: boolean } = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(db)) {
      await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`.execute(trx);
    }
    const current = await trx.selectFrom('content_state').select('hash').where('key', '=', BANK_KEY).executeTakeFirst();
    if (options.onlyIfChanged && current?.hash === bank.hash) return false;

    await trx.deleteFrom('questions').execute();
    await trx.deleteFrom('topics').execute();
    const topics = bank.topics.map((topic, position) => ({
      id: topic.id,
      slug: topic.slug,
      name: topic.name,
      logo_svg: topic.logoSvg,
      position,
    }));
    if (topics.length > 0) await trx.insertInto('topics').values(topics).execute();
    const questions = bank.topics.flatMap((topic) =>
      topic.questions.map((q, position) => ({
        id: q.id,
        topic_id: topic.id,
        position,
        question_html: q.question,
        options_json: JSON.stringify(q.options),
        correct_answer: q.correctAnswer,
        explanation: q.explanation,
        difficulty: q.difficulty,
        tags_json: JSON.stringify(q.tags),
      })),
    );
    for (let start = 0; start < questions.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto('questions')
        .values(questions.slice(start, start + ROWS_PER_INSERT))
        .execute();
    }
    await importTranslations(trx, bank);
    const importedAt = new Date().toISOString();
    await trx
      .insertInto('content_state')
      .values({ key: BANK_KEY, hash: bank.hash, imported_at: importedAt })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ hash: bank.hash, imported_at: importedAt, version: sql`content_state.version + 1` }),
      )
      .execute();
    return true;
  });
}

export type SyncResult = { imported: boolean; hash: string };

/** Start-up import: parses the files only when their fingerprint differs from the database's. */
export async function syncContent(db: Db, contentDir: string): Promise<SyncResult> {
  const snapshot = await readContent(contentDir);
  if ((await currentContentHash(db)) === snapshot.hash) return { imported: false, hash: snapshot.hash };
  const { loadBank } = await import('./load-bank.js');
  const bank = await loadBank(contentDir, snapshot);
  const imported = await importBank(db, bank, { onlyIfChanged: true }).catch((error: unknown) => {
    throw new ImportRefusedError(error);
  });
  return { imported, hash: snapshot.hash };
}

/**
 * The database refused content that passed every check (the transaction rolled back, so the last
 * good import is intact): like a content problem, it must not stop a server that has that import.
 */
export class ImportRefusedError extends Error {
  constructor(cause: unknown) {
    const code = (cause as { code?: unknown } | null)?.code;
    const reason = `${cause instanceof Error ? cause.message : String(cause)}${typeof code === 'string' ? ` (${code})` : ''}`;
    super(
      `The database refused the content import and keeps the previous one: ${reason}. ` +
        'Run npm run content:check; if it finds nothing, please report this with the message above.',
      { cause },
    );
  }
}
