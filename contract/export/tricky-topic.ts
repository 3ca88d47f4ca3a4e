import type { ExportTopic } from './export-topic.js';

/**
 * A topic whose every field holds what each format must escape: GIFT's ~ = # { } : and backslash,
 * XML's & < > " ' and `]]>`, a comment's `--`, CSV's comma, quote and line breaks, and cells a
 * spreadsheet would run as formulas; only what a bank question can hold (options are
 * trimmed, stems have no carriage returns).
 */
export const TRICKY_TOPIC: ExportTopic = {
  slug: 'tricky',
  name: 'Tricky & "quoted" <topic> -- {x}',
  source: 'https://quiz.example.org/topic/99',
  questions: [
    {
      id: 'tricky:escapes-everything',
      question:
        '<p>What does <code>a ~= b</code> print, with #1 {x: 1} and C:\\path?</p>\n' +
        '<pre><code class="language-js">const o = { a: 1 }; // ]]&gt; -- &amp;&amp; &lt;b&gt;\n\nconsole.log(o.a == 1);\n</code></pre>',
      options: ['=SUM(A1:A2)', '+1', '-1 @x', "'=already quoted"],
      correctAnswer: '-1 @x',
      explanation: 'Because `a ~= b` is {not} #valid, "quoted", <b>bold</b> & ]]> -- \\n stays text.',
      difficulty: 'hard',
      tags: ['escapes', 'formulas'],
    },
    {
      id: 'tricky:2-plain',
      question: '<p>Which is a tab\tseparated cell, line\nbreaks, and @mention?</p>',
      options: ['@SUM(1)', '@@double at', "''+two apostrophes", 'plain, with a comma'],
      correctAnswer: 'plain, with a comma',
      explanation: '@ and = at the start of a cell are escaped on export.',
      difficulty: 'easy',
      tags: ['formulas'],
    },
  ],
};
