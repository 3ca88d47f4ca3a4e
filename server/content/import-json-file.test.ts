import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace } from '../testing/test-server.js';
import { addJsonTopic } from './import-json-file.js';
import { loadBank } from './load-bank.js';
import { ContentError } from './types.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((cleanup) => cleanup())));

/** A topic as the spec's API sends it: the payload under `data`, question text as HTML. */
const specTopic = (question = '<p>What does <code>[] + []</code> give?</p>') => ({
  status: true,
  message: 'ok',
  data: {
    id: 30,
    name: 'Imported',
    logo: 'simple-icons:javascript',
    total: 1,
    questions: [
      {
        id: 'empty-arrays',
        question,
        options: ['""', '[]', '0', 'NaN'],
        correctAnswer: '""',
        explanation: 'Both arrays become empty strings before they are joined.',
        difficulty: 'medium',
      },
    ],
  },
});

async function importFile(content: unknown, options = {}) {
  const workspace = await makeWorkspace();
  cleanups.push(workspace.cleanup);
  const source = path.join(workspace.root, 'imported.json');
  await fs.writeFile(source, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  const run = (more = {}) => addJsonTopic(workspace.contentDir, source, { ...options, ...more });
  return { workspace, run };
}

const problemsOf = async (run: () => Promise<unknown>) => {
  const error = await run().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).problems;
};

describe('addJsonTopic', () => {
  it('brings in a topic written for the spec API, with stable ids when imported again with --replace', async () => {
    const { workspace, run } = await importFile(specTopic());
    const { file } = await run();
    expect(path.basename(file)).toBe('imported.json');
    const first = await loadBank(workspace.contentDir);
    const topic = first.topics.find((t) => t.id === 30)!;
    expect(topic.questions[0]).toEqual(
      expect.objectContaining({
        id: 'imported:empty-arrays',
        question: '<p>What does <code>[] + []</code> give?</p>',
        correctAnswer: '""',
      }),
    );
    await run({ replace: true });
    expect((await loadBank(workspace.contentDir)).topics.find((t) => t.id === 30)).toEqual(topic);
  });

  it('refuses hostile HTML and writes nothing', async () => {
    const { workspace, run } = await importFile(specTopic('<p>Hi</p><img src=x onerror=alert(1)>'));
    expect(await problemsOf(run)).toEqual([
      expect.objectContaining({ line: 10, message: 'question 1 holds HTML tags we do not keep' }),
    ]);
    await expect(fs.stat(path.join(workspace.contentDir, 'topics', 'imported.json'))).rejects.toThrow();
  });

  it('points at the line of each problem in the source file', async () => {
    const topic = specTopic();
    const question = topic.data.questions[0]!;
    Object.assign(question, { correctAnswer: 'undefined', explanation: '' });
    const { run } = await importFile(topic);
    expect((await problemsOf(run)).map((p) => [p.line, p.message])).toEqual([
      [13, expect.stringMatching(/has 0 correct options/)],
      [20, expect.stringMatching(/has no explanation/)],
    ]);
  });

  it('refuses an outside logo unless --logo names one of ours', async () => {
    const topic = specTopic();
    topic.data.logo = 'https://i.ibb.co/logo.png';
    expect(await problemsOf((await importFile(topic)).run)).toEqual([
      expect.objectContaining({
        line: 7,
        message: expect.stringMatching(/neither a logo reference nor a Quiz Dojo logo URL/),
      }),
    ]);
    await expect((await importFile(topic, { logo: 'simple-icons:javascript' })).run()).resolves.toBeDefined();
  });

  it('reports a file that is not JSON', async () => {
    expect(await problemsOf((await importFile('{"name": "x",\n  "questions": [ }')).run)).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(/not valid JSON/) }),
    ]);
  });
});
