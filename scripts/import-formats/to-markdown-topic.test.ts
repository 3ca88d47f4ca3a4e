import { beforeAll, describe, expect, it } from 'vitest';
import { topicMarkdown } from '../../contract/import/markdown-topic.js';
import type { ImportedQuestion } from '../../contract/import/imported.js';
import { loadBank } from '../../server/content/load-bank.js';
import { parseTopicMarkdown } from '../../server/content/parse-markdown.js';
import type { BankTopic } from '../../server/content/types.js';
import { keepWritable } from './to-markdown-topic.js';

let topics: BankTopic[];
beforeAll(async () => {
  topics = (await loadBank('content')).topics;
});

const VERIFY = 'none: imported from a test; needs a verify line before it joins the bundled bank';

describe('the bank’s Markdown, as the import writes it', { timeout: 120_000 }, () => {
  it('reads back, for every topic of the bank, with the bank’s own parser to the same questions', () => {
    expect(topics.length).toBeGreaterThan(20);
    for (const topic of topics) {
      const local = topic.questions.map((q) => ({ ...q, id: q.id.slice(topic.slug.length + 1) }));
      const text = topicMarkdown({ id: topic.id, name: topic.name, logo: 'simple-icons:x', questions: local }, VERIFY);
      const { draft, problems } = parseTopicMarkdown(`${topic.slug}.md`, topic.slug, text);
      expect(problems).toEqual([]);
      expect([draft!.id, draft!.name]).toEqual([topic.id, topic.name]);
      expect(
        draft!.questions.map((q) => ({
          id: q.localId,
          question: q.html,
          options: q.options.map((option) => option.text),
          correctAnswer: q.options.find((option) => option.correct)?.text,
          explanation: q.explanation,
          difficulty: q.difficulty,
          tags: q.tags,
        })),
      ).toEqual(local);
      expect(draft!.questions.every((q) => q.verify?.runner === 'none')).toBe(true);
    }
  });

  it('leaves out, and lists, what Markdown would not read back as it is, and takes the rest', () => {
    const base: ImportedQuestion = {
      id: 'x:ok',
      question: '<p>Which?</p>',
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: 'a',
      explanation: 'Because\nof a.',
      difficulty: 'easy',
      tags: [],
    };
    const read = keepWritable(
      {
        questions: [
          base,
          { ...base, id: 'x:heading', question: '<h1>Big</h1><p>Which?</p>' },
          { ...base, id: 'x:header-line', question: '<p>difficulty: hard</p>' },
          { ...base, id: 'x:two-lines', options: ['a\nb', 'b', 'c', 'd'], correctAnswer: 'b' },
        ],
        skipped: [],
      },
      'in.xml',
      undefined,
    );
    expect(read.questions).toEqual([{ ...base, explanation: 'Because of a.' }]);
    expect(read.skipped.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'in.xml:1: question 2 (x:heading) left out: its text holds HTML tags the bank does not keep (only p, code, pre, strong, em, br, ul, ol, li)',
      'in.xml:1: question 3 (x:header-line) left out: its text reads back otherwise from Markdown',
      'in.xml:1: question 4 (x:two-lines) left out: an option spans several lines',
    ]);
  });
});
