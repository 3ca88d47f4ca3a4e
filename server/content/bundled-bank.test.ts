import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_LOCALES } from '../../contract/translations/locales.js';
import { loadBank } from './load-bank.js';
import { questionFingerprint } from './render-question.js';
import type { Bank } from './types.js';

/** The bank we ship, by id: ids are public (URLs, progress), so they never change. */
const TOPICS: Record<number, string> = {
  1: 'React',
  2: 'JavaScript',
  3: 'CSS',
  4: 'Git',
  5: 'TypeScript',
  6: 'HTML',
  7: 'Node.js',
  8: 'SQL',
  9: 'Python',
  10: 'HTTP and web APIs',
  11: 'Data structures and algorithms',
  12: 'Linux command line',
  13: 'Docker',
  14: 'Go',
  15: 'Rust',
  16: 'Regular expressions',
  17: 'Java',
  18: 'C',
  19: 'C++',
  20: 'PHP',
  21: 'Bash scripting',
  22: 'Ruby',
  23: 'Web security',
  24: 'Kotlin',
};
/** The languages of issue 26 (Java, C, C++, PHP): at least 50 each. */
const LANGUAGE_TOPICS = new Set([17, 18, 19, 20]);
const fewestQuestions = (id: number) => (LANGUAGE_TOPICS.has(id) ? 50 : 60);
/**
 * Where a snippet block is not the usual form of a question: HTTP is mostly concepts, and Git and
 * Docker questions name their commands inline (`git rebase --onto`) within a described situation.
 */
const FEW_BLOCK_TOPICS = new Set(['HTTP and web APIs', 'Git', 'Docker']);

let bank: Bank;
beforeAll(async () => {
  bank = await loadBank(path.resolve('content'));
});

describe('the bundled question bank', () => {
  it('has every topic under its stable id', () => {
    expect(Object.fromEntries(bank.topics.map((topic) => [topic.id, topic.name]))).toEqual(TOPICS);
  });

  it('has at least 60 questions per topic (40 or 50 in a newer one) with a real mix of difficulties', () => {
    for (const topic of bank.topics) {
      expect(topic.questions.length, topic.name).toBeGreaterThanOrEqual(fewestQuestions(topic.id));
      for (const difficulty of ['easy', 'medium', 'hard']) {
        const count = topic.questions.filter((q) => q.difficulty === difficulty).length;
        expect(count, `${topic.name} ${difficulty}`).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('gives every question four distinct options, exactly one of them the answer, and an explanation', () => {
    for (const question of bank.topics.flatMap((topic) => topic.questions)) {
      expect(new Set(question.options).size, question.id).toBe(4);
      expect(
        question.options.filter((option) => option === question.correctAnswer),
        question.id,
      ).toHaveLength(1);
      expect(question.explanation.length, question.id).toBeGreaterThan(20);
    }
  });

  it('shows a code snippet in at least a third of the questions of code topics', () => {
    for (const topic of bank.topics.filter((t) => !FEW_BLOCK_TOPICS.has(t.name))) {
      const withCode = topic.questions.filter((q) => q.question.includes('<pre>')).length;
      expect(withCode / topic.questions.length, topic.name).toBeGreaterThanOrEqual(1 / 3);
    }
  });

  it('never asks the same question twice, across all topics', () => {
    const fingerprints = bank.topics.flatMap((topic) => topic.questions.map((q) => questionFingerprint(q.question)));
    expect(new Set(fingerprints).size).toBe(fingerprints.length);
  });

  it('spreads the correct answer over the four positions', () => {
    for (const topic of bank.topics) {
      const positions = [0, 0, 0, 0];
      for (const q of topic.questions) positions[q.options.indexOf(q.correctAnswer)]! += 1;
      expect(Math.min(...positions), topic.name).toBeGreaterThanOrEqual(topic.questions.length / 8);
    }
  });

  it('names every topic in every launch locale (issue 35), even before its questions are translated', () => {
    for (const locale of TRANSLATION_LOCALES)
      for (const topic of bank.topics) {
        const file = bank.translations?.find((t) => t.locale === locale && t.slug === topic.slug);
        expect(file?.name, `${locale} ${topic.name}`).toMatch(/\S/);
      }
  });
});
