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

/** What Anki's schema 11 JSON readers (serde, no default) refuse to go without. */
export const REQUIRED = {
  notetype: ['id', 'name', 'type', 'mod', 'usn', 'sortf', 'did', 'tmpls', 'flds', 'css'],
  field: ['name', 'ord', 'sticky', 'rtl', 'font', 'size'],
  template: ['name', 'ord', 'qfmt'],
  deck: ['id', 'name', 'usn', 'lrnToday', 'revToday', 'newToday', 'timeToday', 'collapsed', 'dyn', 'conf'],
  deckConfig: ['id', 'mod', 'name', 'usn', 'maxTaken', 'autoplay', 'timer', 'new', 'rev', 'lapse'],
  newConfig: ['delays', 'initialFactor', 'ints', 'order', 'perDay'],
  reviewConfig: ['ease4', 'ivlFct', 'maxIvl', 'perDay'],
  lapseConfig: ['delays', 'leechAction', 'leechFails', 'minInt', 'mult'],
};
