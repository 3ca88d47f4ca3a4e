import { readAnkiPackage } from 'anki-reader';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_LETTERS, answerIndex, type ExportTopic } from '../../contract/export/export-topic.js';
import { loadBank } from '../content/load-bank.js';
import { exportTopicOf } from '../export/export-topic-of.js';
import { writeApkg } from './write-apkg.js';

let topics: ExportTopic[];
beforeAll(async () => {
  const bank = await loadBank('content');
  topics = bank.topics.map((topic) => exportTopicOf(topic, `content/topics/${topic.slug}.md`));
});

/** The brackets the writer turns into `&#91;` (so Anki starts no sound or LaTeX), as a browser shows them. */
const shown = (html: string) => html.replace(/&#91;/g, '[');

describe(
  'every topic of the bank as an .apkg, read by anki-reader (sql.js), a reader of its own',
  { timeout: 120_000 },
  () => {
    it('finds the topic’s deck with one card per question, its fields by name, front and back rendered from the note type', async () => {
      expect(topics.length).toBeGreaterThan(10);
      for (const topic of topics) {
        const { collection, media } = await readAnkiPackage(new Blob([new Uint8Array(writeApkg(topic))]));
        expect(media).toEqual({});
        expect(collection.getVersion()).toBe(11);
        const decks = Object.values(collection.getDecks());
        const deck = decks.find((candidate) => candidate.getName() === `Quiz Dojo::${topic.name}`)!;
        const cards = Object.values(deck.getCards());
        expect(cards).toHaveLength(topic.questions.length);
        const byId = new Map(cards.map((card) => [card.getFields().Id, card]));
        for (const question of topic.questions) {
          const card = byId.get(question.id)!;
          const fields = card.getFields();
          expect(shown(fields.Question!)).toBe(question.question);
          const [side] = card.getQuestions();
          const front = JSDOM.fragment(side!.getQuestionString());
          const back = JSDOM.fragment(side!.getAnswerString());
          expect(front.textContent).toContain(JSDOM.fragment(question.question).textContent);
          expect(front.querySelectorAll('.options li')).toHaveLength(4);
          const letter = ANSWER_LETTERS[answerIndex(question)];
          expect(back.querySelector('.answer')!.textContent).toBe(
            `${letter}. ${question.correctAnswer.replace(/`/g, '')}`,
          );
          expect(back.querySelector('.explanation')!.textContent).toBe(question.explanation.replace(/`/g, ''));
        }
      }
    });
  },
);
