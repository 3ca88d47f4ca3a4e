import { describe, expect, it } from 'vitest';
import type { FullQuestion } from '../../contract/quiz.js';
import { localizeTopics, type TranslationData } from './localized-data.js';

const question = (id: string, options: string[], correctAnswer: string): FullQuestion => ({
  id,
  question: `<p>${id}?</p>`,
  options,
  correctAnswer,
  explanation: 'Because.',
  difficulty: 'easy',
  tags: [],
});
const topic = {
  id: 1,
  name: 'Alpha',
  questions: [
    question('alpha:prose', ['It throws', 'It logs 1', 'Nothing', 'It loops'], 'It logs 1'),
    question('alpha:code', ['`1`', '`2`', '`3`', '`4`'], '`2`'),
    question('alpha:untranslated', ['yes', 'no', 'maybe', 'never'], 'no'),
  ],
};
const data: TranslationData = {
  names: new Map([['es', new Map([[1, 'Alfa']])]]),
  questions: new Map([
    [
      'es',
      new Map([
        [
          'alpha:prose',
          {
            question: '<p>¿prosa?</p>',
            options: ['Lanza un error', 'Imprime 1', 'Nada', 'Se repite'],
            correctAnswer: 'Imprime 1',
            explanation: 'Porque.',
          },
        ],
        [
          'alpha:code',
          {
            question: '<p>¿código?</p>',
            options: ['`1`', '`2`', '`3`', '`4`'],
            correctAnswer: '`2`',
            explanation: 'Porque.',
          },
        ],
      ]),
    ],
  ]),
};

describe('localizeTopics', () => {
  it("gives a translated question whose options read differently the source's options, in order", () => {
    const [alpha] = localizeTopics([topic], data, 'es');
    expect(alpha!.name).toBe('Alfa');
    expect(alpha!.questions[0]).toMatchObject({
      options: ['Lanza un error', 'Imprime 1', 'Nada', 'Se repite'],
      correctAnswer: 'Imprime 1',
      sourceOptions: ['It throws', 'It logs 1', 'Nothing', 'It loops'],
      lang: 'es',
    });
  });

  it("adds no source options where the options are the source's own, nor to a question shown in English", () => {
    const [alpha] = localizeTopics([topic], data, 'es');
    expect(alpha!.questions[1]).toEqual({
      ...topic.questions[1],
      question: '<p>¿código?</p>',
      explanation: 'Porque.',
      lang: 'es',
    });
    expect(alpha!.questions[2]).toEqual({ ...topic.questions[2], lang: 'en' });
    expect(localizeTopics([topic], data, 'de')[0]!.questions.map((q) => 'sourceOptions' in q)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
