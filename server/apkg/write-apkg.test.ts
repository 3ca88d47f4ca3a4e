import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ANKI_INDEXES, ANKI_TABLES, DECK, DECK_CONFIG, NOTETYPE } from '../testing/anki-schema11.js';
import { ANKI_TOPIC, apkg, fieldsOf, model, NOW } from '../testing/anki-topic.js';
import { openApkg } from '../testing/open-apkg.js';
import { writeApkg } from './write-apkg.js';

describe('the Anki package (.apkg)', () => {
  it('is a zip of collection.anki2 and an empty media list', () => {
    expect(apkg.fileNames).toEqual(['collection.anki2', 'media']);
    expect(JSON.parse(apkg.media)).toEqual({});
  });

  it('has every table, column and index of Anki’s collection schema 11, and no other', () => {
    expect(apkg.tables).toEqual(ANKI_TABLES);
    expect(apkg.indexes).toEqual(ANKI_INDEXES);
    expect([apkg.counts.revlog, apkg.counts.graves, apkg.colRows.length]).toEqual([0, 0, 1]);
  });

  it('has the one col row Anki expects: schema version 11, times of the export, and its JSON', () => {
    const ms = NOW.getTime();
    expect(apkg.col).toMatchObject({
      id: 1,
      crt: Date.UTC(2026, 11, 2) / 1000,
      mod: ms,
      scm: ms,
      ver: 11,
      dty: 0,
      usn: 0,
      ls: 0,
    });
    const topicDeck = Object.values(apkg.decks).find(
      (deck) => (deck as { name: string }).name === 'Quiz Dojo::Tricky & "quoted" <topic> -- {x}',
    ) as { id: number; desc: string };
    expect(apkg.conf).toMatchObject({
      curDeck: topicDeck.id,
      activeDecks: [topicDeck.id],
      curModel: model!.id,
      nextPos: 4,
    });
    expect(topicDeck.desc).toContain('CC BY-SA 4.0');
    expect(
      Object.values(apkg.decks)
        .map((deck) => (deck as { name: string }).name)
        .sort(),
    ).toEqual(['Default', 'Quiz Dojo', 'Quiz Dojo::Tricky & "quoted" <topic> -- {x}']);
    for (const [id, deck] of Object.entries(apkg.decks) as [string, Record<string, unknown>][]) {
      expect(DECK.safeParse(deck).error).toBeUndefined();
      expect([deck.id, deck.dyn, deck.conf]).toEqual([Number(id), 0, 1]);
    }
    expect(Object.keys(apkg.dconf)).toEqual(['1']);
    expect(DECK_CONFIG.safeParse(apkg.dconf['1']).error).toBeUndefined();
    expect(Object.keys(apkg.tags).sort()).toEqual([
      'anki_markup',
      'difficulty-easy',
      'difficulty-hard',
      'difficulty-medium',
      'escapes',
      'formulas',
      'tricky',
    ]);
  });

  it('has one note type: the fields, question first, and one card whose front and back name them', () => {
    expect(Object.keys(apkg.models)).toEqual([String(model!.id)]);
    const full = apkg.models[model!.id];
    expect(NOTETYPE.safeParse(full).error).toBeUndefined();
    expect([full.type, full.sortf, full.name]).toEqual([0, 0, 'Quiz Dojo: Tricky & "quoted" <topic> -- {x}']);
    expect(model!.flds.map((field) => field.name)).toEqual([
      'Question',
      'Options',
      'Answer',
      'Explanation',
      'Id',
      'Source',
    ]);
    expect(full.flds.map((field: { ord: number }) => field.ord)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(full.tmpls.map((template: { ord: number }) => template.ord)).toEqual([0]);
    expect(full.tmpls[0].qfmt).toMatch(/\{\{Question\}\}[\s\S]*\{\{Options\}\}/);
    expect(full.tmpls[0].afmt).toMatch(/\{\{FrontSide\}\}[\s\S]*\{\{Answer\}\}[\s\S]*\{\{Explanation\}\}/);
  });

  it('has a note per question: its fields, tags, sort field and Anki’s checksum of the first field', () => {
    expect(apkg.notes).toHaveLength(ANKI_TOPIC.questions.length);
    const byId = new Map(apkg.notes.map((note) => [fieldsOf(note).Id, note]));
    for (const question of ANKI_TOPIC.questions) {
      const note = byId.get(question.id)!;
      expect(note.mid).toBe(model!.id);
      expect(note.mod).toBe(NOW.getTime() / 1000);
      expect(note.tags).toBe(
        ` tricky ${question.tags.map((tag) => tag.replace(' ', '_')).join(' ')} difficulty-${question.difficulty} `,
      );
      const stem = fieldsOf(note).Question!;
      const plain = JSDOM.fragment(stem).textContent!;
      expect(note.sfld).toBe(plain);
      expect(note.csum).toBe(Number.parseInt(createHash('sha1').update(plain).digest('hex').slice(0, 8), 16));
    }
  });

  it('has one new card per note, in the topic’s deck, due in the topic’s order', () => {
    const deckId = apkg.conf.curDeck;
    const notesInOrder = ANKI_TOPIC.questions.map(
      (question) => apkg.notes.find((note) => fieldsOf(note).Id === question.id)!.id,
    );
    expect(
      apkg.cards
        .map((card) => [card.nid, card.did, card.ord, card.type, card.queue, card.due])
        .sort((a, b) => a[5]! - b[5]!),
    ).toEqual(notesInOrder.map((nid, index) => [nid, deckId, 0, 0, 0, index + 1]));
  });

  it('keeps note, card, guid, deck and note type ids across exports, with a later time so Anki updates', () => {
    const later = openApkg(writeApkg(ANKI_TOPIC, new Date('2027-01-15T08:00:00Z')));
    const ids = (read: typeof apkg) => ({
      notes: read.notes.map((note) => [note.id, note.guid]),
      cards: read.cards.map((card) => [card.id, card.nid, card.did]),
      decks: Object.keys(read.decks),
      models: Object.keys(read.models),
    });
    expect(ids(later)).toEqual(ids(apkg));
    expect(later.notes[0]!.mod).toBeGreaterThan(apkg.notes[0]!.mod);
    expect(new Set(apkg.notes.map((note) => note.guid)).size).toBe(ANKI_TOPIC.questions.length);
    // Ids are creation times in Anki, whose importer refuses a package with one after tomorrow.
    for (const id of [...apkg.notes.map((note) => note.id), ...apkg.cards.map((card) => card.id)])
      expect(id).toBeLessThan(NOW.getTime());
    const other = openApkg(writeApkg({ ...ANKI_TOPIC, slug: 'other' }, NOW));
    expect(Object.keys(other.decks)).not.toEqual(Object.keys(apkg.decks));
    expect(Object.keys(other.models)).not.toEqual(Object.keys(apkg.models));
  });
});
