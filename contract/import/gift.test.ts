import { parse } from 'gift-pegjs';
import { describe, expect, it } from 'vitest';
import { writeGift } from '../export/gift.js';
import { TRICKY_TOPIC } from '../export/tricky-topic.js';
import { readGift } from './read-gift.js';

describe('GIFT export', () => {
  const gift = writeGift(TRICKY_TOPIC);

  it('says in its header comment the licence, the source and what GIFT cannot carry', () => {
    const header = gift.split('\n').filter((line) => line.startsWith('// ') && !line.includes('[id:'));
    expect(header.join(' ')).toMatch(
      /CC BY-SA 4\.0.*Source: https:\/\/quiz\.example\.org\/topic\/99.*What GIFT cannot carry: a difficulty field/,
    );
  });

  it('is read by gift-pegjs as one category and multiple-choice questions with the answer marked', () => {
    const questions = parse(gift);
    expect(questions.map((question) => question.type)).toEqual(['Category', 'MC', 'MC']);
    const first = questions[1]!;
    if (first.type !== 'MC') throw new Error('not MC');
    expect(first.stem).toEqual({ format: 'html', text: TRICKY_TOPIC.questions[0]!.question });
    expect(first.choices.map((choice) => choice.isCorrect)).toEqual([false, false, true, false]);
    expect(first.tags).toEqual(['escapes', 'formulas', 'difficulty-hard']);
  });

  it('reads back as written, special characters and line breaks included', () => {
    const read = readGift('tricky.gift', gift);
    expect(read.skipped).toEqual([]);
    expect(read.name).toBe(TRICKY_TOPIC.name);
    expect(read.questions).toEqual(TRICKY_TOPIC.questions);
  });
});
