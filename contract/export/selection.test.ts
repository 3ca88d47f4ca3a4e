import { describe, expect, it } from 'vitest';
import type { FullQuestion } from '../quiz.js';
import { exportFileName, type ExportTopic } from './export-topic.js';
import { selectExport, tagsOf } from './selection.js';

const question = (id: string, difficulty: FullQuestion['difficulty'], tags: string[]): FullQuestion => ({
  id: `javascript:${id}`,
  question: id,
  options: ['a', 'b', 'c', 'd'],
  correctAnswer: 'a',
  explanation: '',
  difficulty,
  tags,
});
const topic: ExportTopic = {
  slug: 'javascript',
  name: 'JavaScript',
  source: 'https://quiz.example.org/topic/2',
  questions: [
    question('one', 'hard', ['promises']),
    question('two', 'easy', ['promises', 'closures']),
    question('three', 'hard', ['closures']),
  ],
};

describe('a selection of a topic for export', () => {
  it('keeps the matching questions, and names the file after the selection', () => {
    const selected = selectExport(topic, { difficulty: 'hard', tag: 'promises' });
    expect(selected.questions.map((q) => q.id)).toEqual(['javascript:one']);
    expect(exportFileName(selected, 'csv')).toBe('quiz-dojo-javascript-hard-promises.csv');
    // Each row still says its topic.
    expect(selected.slug).toBe('javascript');
    expect(exportFileName(selectExport(topic, { tag: 'closures' }), 'qti21')).toBe(
      'quiz-dojo-javascript-closures.qti21.zip',
    );
  });

  it('is the topic itself without a filter', () => {
    expect(selectExport(topic, {})).toBe(topic);
    expect(exportFileName(topic, 'csv')).toBe('quiz-dojo-javascript.csv');
  });

  it('lists the tags a topic can be filtered by, once each, in order', () => {
    expect(tagsOf(topic.questions)).toEqual(['closures', 'promises']);
  });
});
