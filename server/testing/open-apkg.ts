import SQLite from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';

export type AnkiNoteRow = {
  id: number;
  guid: string;
  mid: number;
  mod: number;
  tags: string;
  flds: string;
  sfld: string;
  csum: number;
};
export type AnkiCardRow = {
  id: number;
  nid: number;
  did: number;
  ord: number;
  type: number;
  queue: number;
  due: number;
};

/** A column as Anki's schema writes it: `name type [primary key] [not null]`. */
const columnsOf = (db: SQLite.Database, table: string) =>
  (db.pragma(`table_info(${table})`) as { name: string; type: string; notnull: number; pk: number }[]).map(
    (column) =>
      `${column.name} ${column.type.toLowerCase()}${column.pk ? ' primary key' : ''}${column.notnull ? ' not null' : ''}`,
  );

const indexColumns = (db: SQLite.Database, index: string) =>
  (db.pragma(`index_info(${index})`) as { name: string }[]).map((column) => column.name).join(', ');

/**
 * An .apkg as Anki opens it: unzipped, its collection.anki2 opened with SQLite, the col row's JSON
 * parsed. The tests read it with nothing of the writer's.
 */
export function openApkg(apkg: Uint8Array) {
  const files = unzipSync(apkg);
  const db = new SQLite(Buffer.from(files['collection.anki2']!), { readonly: true });
  try {
    const col = db.prepare('select * from col').all() as Record<string, number | string>[];
    const json = (name: string) => JSON.parse(col[0]![name] as string);
    const tables = db.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[];
    const indexes = db.prepare("select name, tbl_name from sqlite_master where type = 'index'").all() as {
      name: string;
      tbl_name: string;
    }[];
    return {
      fileNames: Object.keys(files).sort(),
      media: strFromU8(files.media!),
      colRows: col,
      col: col[0]!,
      conf: json('conf'),
      models: json('models'),
      decks: json('decks'),
      dconf: json('dconf'),
      tags: json('tags'),
      notes: db.prepare('select * from notes order by id').all() as AnkiNoteRow[],
      cards: db.prepare('select * from cards order by id').all() as AnkiCardRow[],
      tables: Object.fromEntries(tables.map((table) => [table, columnsOf(db, table)])),
      indexes: Object.fromEntries(
        indexes.map((index) => [index.name, `${index.tbl_name} (${indexColumns(db, index.name)})`]),
      ),
      counts: Object.fromEntries(
        tables.map((table) => [table, (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n]),
      ),
    };
  } finally {
    db.close();
  }
}
