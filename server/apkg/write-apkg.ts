import SQLite from 'better-sqlite3';
import { strToU8, zipSync } from 'fflate';
import { type ExportTopic, licenceNotice } from '../../contract/export/export-topic.js';
import { fieldChecksum, stableGuid, stableId, stripHtml } from './anki-ids.js';
import { noteFields, noteTags } from './anki-note.js';
import { noteType } from './anki-notetype.js';
import { ANKI_SCHEMA, deck, defaultDeckConfig, SCHEMA_VERSION } from './anki-schema.js';

/** The parent deck every topic's deck sits in, so a learner's Quiz Dojo topics stay together. */
const PARENT_DECK = 'Quiz Dojo';

/** `::` separates deck levels in Anki; a topic name keeps its own colons otherwise. */
const deckName = (topic: ExportTopic) => `${PARENT_DECK}::${topic.name.replace(/::+/g, ':')}`;

/**
 * An Anki package (.apkg) of a topic: a schema 11 `collection.anki2` written with SQLite, and an
 * empty `media` list, zipped. One note and one new card per question. Every id (note, card, guid,
 * deck, note type) comes from the question's or the topic's id, so importing a later export updates
 * the notes; the times are `now`, which Anki compares to update only what is older.
 */
export function writeApkg(topic: ExportTopic, now = new Date()): Uint8Array {
  const modMs = now.getTime();
  const modSecs = Math.floor(modMs / 1000);
  const notice = licenceNotice(topic);
  const deckId = stableId('deck', topic.slug);
  const parentId = stableId('deck', PARENT_DECK);
  const modelId = stableId('notetype', topic.slug);
  const tags = new Set<string>();

  const db = new SQLite(':memory:');
  try {
    db.exec(ANKI_SCHEMA);
    const addNote = db.prepare('insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    const addCard = db.prepare('insert into cards values (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, ?)');
    db.transaction(() => {
      topic.questions.forEach((question, index) => {
        const noteId = stableId('note', question.id);
        const fields = noteFields(question, notice);
        const noteTagList = noteTags(topic, question);
        noteTagList.forEach((tag) => tags.add(tag));
        const sortField = stripHtml(fields[0]!);
        addNote.run(
          noteId,
          stableGuid(question.id),
          modelId,
          modSecs,
          ` ${noteTagList.join(' ')} `,
          fields.join('\x1f'),
          sortField,
          fieldChecksum(fields[0]!),
          '',
        );
        // A new card's due is its position among new cards: the topic's order.
        addCard.run(stableId('card', question.id), noteId, deckId, modSecs, index + 1, '');
      });
      const conf = {
        activeDecks: [deckId],
        curDeck: deckId,
        curModel: modelId,
        nextPos: topic.questions.length + 1,
        schedVer: 2,
        sortType: 'noteFld',
        sortBackwards: false,
        addToCur: true,
        newSpread: 0,
        dueCounts: true,
        estTimes: true,
        collapseTime: 1200,
        timeLim: 0,
      };
      const decks = {
        1: deck(1, 'Default', '', modSecs),
        [parentId]: deck(parentId, PARENT_DECK, 'Coding questions from Quiz Dojo, topic by topic.', modSecs),
        [deckId]: deck(deckId, deckName(topic), notice, modSecs),
      };
      const models = { [modelId]: noteType(modelId, `Quiz Dojo: ${topic.name}`, deckId, modSecs) };
      db.prepare('insert into col values (1, ?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, ?)').run(
        // crt is the collection's day 0: the start of the export's day (UTC).
        Math.floor(modSecs / 86_400) * 86_400,
        modMs,
        modMs,
        SCHEMA_VERSION,
        JSON.stringify(conf),
        JSON.stringify(models),
        JSON.stringify(decks),
        JSON.stringify({ 1: defaultDeckConfig(modSecs) }),
        JSON.stringify(Object.fromEntries([...tags].map((tag) => [tag, 0]))),
      );
    })();
    return zipSync({ 'collection.anki2': new Uint8Array(db.serialize()), media: strToU8('{}') }, { level: 6 });
  } finally {
    db.close();
  }
}
