import TurndownService from 'turndown';
import { stringify } from 'yaml';
import type { FullQuestion } from '../quiz.js';

/** Code blocks keep their language: `<pre><code class="language-js">` becomes a ```js fence. */
const turndown = new TurndownService({
  codeBlockStyle: 'fenced',
  emDelimiter: '*',
  strongDelimiter: '**',
  bulletListMarker: '-',
});
turndown.addRule('fenced-code-with-language', {
  filter: (node) => node.nodeName === 'PRE' && node.firstChild?.nodeName === 'CODE',
  replacement: (_content, node) => {
    const code = node.firstChild as HTMLElement;
    const lang = /language-(\S+)/.exec(code.getAttribute('class') ?? '')?.[1] ?? '';
    const text = (code.textContent ?? '').replace(/\n$/, '');
    // A fence longer than any run of backticks in the code, so none of them ends it.
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
    const fence = '`'.repeat(longest + 1);
    return `\n\n${fence}${lang}\n${text}\n${fence}\n\n`;
  },
});

/**
 * HTML as a browser shows it: outside <pre>, a run of spaces, tabs and line breaks is one space.
 * Markdown keeps no more than that, so a stem is the same once written when this is the same.
 */
export const shownWhitespace = (html: string) =>
  html.replace(/(<pre[\s\S]*?<\/pre>)|[ \t\n]+/g, (_run, pre: string | undefined) => pre ?? ' ');

/** A question's stem, sanitized HTML as the quiz API sends it, as the bank's Markdown. */
export const stemMarkdown = (html: string) => turndown.turndown(html);

/** A question to write: its difficulty is written as it is, so the bank's checks name a wrong one. */
export type MarkdownQuestion = Omit<FullQuestion, 'id' | 'difficulty'> & { difficulty: string };

/** A question as the bank's Markdown: its `## id` section (content/topics/*.md, docs/content-format.md). */
export function questionMarkdown(localId: string, question: MarkdownQuestion, verify: string): string {
  const header = [
    `difficulty: ${question.difficulty}`,
    ...(question.tags.length > 0 ? [`tags: ${question.tags.join(', ')}`] : []),
    `verify: ${verify}`,
  ];
  const options = question.options.map((option) => `- [${option === question.correctAnswer ? 'x' : ' '}] ${option}`);
  const explanation = question.explanation === '' ? [] : ['', `Explanation: ${question.explanation}`];
  return [`## ${localId}`, ...header, '', stemMarkdown(question.question), '', ...options, ...explanation, ''].join(
    '\n',
  );
}

export type MarkdownTopic = { id: number; name: string; logo: string; tags?: string[]; questions: FullQuestion[] };

/** A whole topic file: front matter (id, name, logo, tags), then each question; ids are local (`typeof-null`). */
export function topicMarkdown(topic: MarkdownTopic, verify: string): string {
  const front = [
    `id: ${topic.id}`,
    `name: ${stringify(topic.name).trim()}`,
    `logo: ${stringify(topic.logo).trim()}`,
    ...(topic.tags && topic.tags.length > 0 ? [`tags: [${topic.tags.join(', ')}]`] : []),
  ];
  const questions = topic.questions.map(({ id, ...question }) => questionMarkdown(id, question, verify));
  return ['---', ...front, '---', '', questions.join('\n')].join('\n');
}
