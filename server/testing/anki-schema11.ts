import { z } from 'zod';

/** Anki's expectations of a package's collection, written out from Anki's source for the tests to hold a writer to. */

/** Anki's collection schema 11 (rslib/src/storage/schema11.sql), column by column. */
const INT = (name: string) => `${name} integer not null`;
const TEXT = (name: string) => `${name} text not null`;
export const ANKI_TABLES = {
  col: [
    'id integer primary key',
    ...['crt', 'mod', 'scm', 'ver', 'dty', 'usn', 'ls'].map(INT),
    ...['conf', 'models', 'decks', 'dconf', 'tags'].map(TEXT),
  ],
  notes: [
    'id integer primary key',
    TEXT('guid'),
    INT('mid'),
    INT('mod'),
    INT('usn'),
    TEXT('tags'),
    TEXT('flds'),
    INT('sfld'),
    INT('csum'),
    INT('flags'),
    TEXT('data'),
  ],
  cards: [
    'id integer primary key',
    ...[
      'nid',
      'did',
      'ord',
      'mod',
      'usn',
      'type',
      'queue',
      'due',
      'ivl',
      'factor',
      'reps',
      'lapses',
      'left',
      'odue',
      'odid',
      'flags',
    ].map(INT),
    TEXT('data'),
  ],
  revlog: ['id integer primary key', ...['cid', 'usn', 'ease', 'ivl', 'lastIvl', 'factor', 'time', 'type'].map(INT)],
  graves: ['usn', 'oid', 'type'].map(INT),
};
export const ANKI_INDEXES = {
  ix_notes_usn: 'notes (usn)',
  ix_cards_usn: 'cards (usn)',
  ix_revlog_usn: 'revlog (usn)',
  ix_cards_nid: 'cards (nid)',
  ix_cards_sched: 'cards (did, queue, due)',
  ix_revlog_cid: 'revlog (cid)',
  ix_notes_csum: 'notes (csum)',
};

const int = z.number().int();
const u16 = int.min(0).max(65_535);
const u32 = int.min(0);
const today = z.tuple([int, int]);

/**
 * The col row's JSON as Anki's schema 11 readers take it (rslib's NotetypeSchema11, DeckSchema11,
 * DeckConfSchema11: serde, each key without a default required, of its Rust type). Other keys pass.
 */
const field = z.looseObject({
  name: z.string(),
  ord: u16.nullable(),
  sticky: z.boolean(),
  rtl: z.boolean(),
  font: z.string(),
  size: u16,
});
const template = z.looseObject({
  name: z.string(),
  ord: u16.nullable(),
  qfmt: z.string(),
  afmt: z.string().optional(),
  bqfmt: z.string().optional(),
  bafmt: z.string().optional(),
});
export const NOTETYPE = z.looseObject({
  id: int,
  name: z.string(),
  type: z.union([z.literal(0), z.literal(1)]),
  mod: int,
  usn: int,
  sortf: u16,
  did: int.nullable(),
  tmpls: z.array(template).min(1),
  flds: z.array(field).min(1),
  css: z.string(),
  latexPre: z.string().optional(),
  latexPost: z.string().optional(),
  req: z.array(z.tuple([u16, z.enum(['any', 'all', 'none']), z.array(u16)])).optional(),
});
export const DECK = z.looseObject({
  id: int,
  mod: int.optional(),
  name: z.string().min(1),
  usn: int,
  lrnToday: today,
  revToday: today,
  newToday: today,
  timeToday: today,
  collapsed: z.boolean(),
  browserCollapsed: z.boolean().optional(),
  desc: z.string().optional(),
  dyn: z.literal(0),
  conf: int,
  extendNew: int.optional(),
  extendRev: int.optional(),
});
export const DECK_CONFIG = z.looseObject({
  id: int,
  mod: int,
  name: z.string(),
  usn: int,
  maxTaken: int,
  autoplay: z.boolean(),
  timer: int.min(0).max(255),
  replayq: z.boolean().optional(),
  new: z.looseObject({
    delays: z.array(z.number()),
    initialFactor: u16,
    ints: z.array(u16).min(2),
    order: z.union([z.literal(0), z.literal(1)]),
    perDay: u32,
  }),
  rev: z.looseObject({ ease4: z.number(), ivlFct: z.number(), maxIvl: u32, perDay: u32 }),
  lapse: z.looseObject({
    delays: z.array(z.number()),
    leechAction: z.union([z.literal(0), z.literal(1)]),
    leechFails: u32,
    minInt: u32,
    mult: z.number(),
  }),
});
