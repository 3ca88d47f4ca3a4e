import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadClaims } from './claims.js';
import { createContext } from './context.js';
import { claim } from './test-claim.js';
import { verifyClaim } from './verify-question.js';

/**
 * The docs' examples are what writers copy, so each must pass content:check and content:verify:
 * a whole topic file is loaded and every question run; a Check:/Expect: excerpt runs its Check.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const DOCS = ['docs/content-format.md', 'CONTRIBUTING.md'];
const FENCE = /^````markdown\n([\s\S]*?)^````$/gm;
const EXCERPT_CHECK = /^Check:\n\n```(\w+)\n([\s\S]*?)^```\n\nExpect: `(.*)`$/m;
const RUNNER_OF: Record<string, string> = { js: 'node', python: 'python', bash: 'bash', dockerfile: 'docker' };

const examples = await Promise.all(
  DOCS.map(async (doc) => {
    const text = await fs.readFile(path.join(root, doc), 'utf8');
    return [...text.matchAll(FENCE)].map((match) => ({
      doc,
      line: text.slice(0, match.index).split('\n').length + 1,
      body: match[1]!,
    }));
  }),
).then((lists) => lists.flat());
const topicFiles = examples.filter((example) => example.body.startsWith('---\n'));
const excerpts = examples.filter((example) => EXCERPT_CHECK.test(example.body));

const { context, dispose } = createContext(10_000);
afterAll(dispose);

describe("the docs' examples", () => {
  it('are found: a whole topic file and the Check/Expect excerpt of the content format', () => {
    expect(topicFiles.length).toBeGreaterThanOrEqual(1);
    expect(excerpts.length).toBeGreaterThanOrEqual(1);
  });

  it.each(topicFiles.map((example) => [`${example.doc}:${example.line}`, example] as const))(
    'the topic file at %s passes content:check and every question content:verify',
    async (_where, example) => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-docs-'));
      try {
        await fs.mkdir(path.join(dir, 'topics'));
        await fs.writeFile(path.join(dir, 'topics', 'example.md'), example.body);
        const [topic] = await loadClaims(dir);
        for (const question of topic!.claims) {
          const outcome = await verifyClaim(question, context);
          expect({ id: question.id, ...outcome }).toMatchObject({
            id: question.id,
            status: expect.stringMatching(/^(proven|not-executable)$/),
          });
        }
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it.each(excerpts.map((example) => [`${example.doc}:${example.line}`, example] as const))(
    'the Check block at %s prints its Expect',
    async (_where, example) => {
      const [, language, code, expected] = EXCERPT_CHECK.exec(example.body)!;
      const runner = RUNNER_OF[language!];
      expect(runner, `a runner for \`\`\`${language}`).toBeDefined();
      expect(await verifyClaim(claim(runner!, code, expected!), context)).toEqual({ status: 'proven' });
    },
    120_000,
  );
});
