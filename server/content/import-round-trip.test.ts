import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT, makeWorkspace, startTestServer } from '../testing/test-server.js';
import { addJsonTopic } from './import-json-file.js';
import { loadBank } from './load-bank.js';
import { ContentError } from './types.js';

// A topic travels from one Quiz Dojo to another through its API answer, saved as a file. The source
// serves the fixture's Alpha topic from react.md, so its logo URL is /logos/react.svg.
let server: Awaited<ReturnType<typeof startTestServer>>;
let sourceContent: string;
beforeAll(async () => {
  sourceContent = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-source-'));
  await fs.cp(FIXTURE_CONTENT, sourceContent, { recursive: true });
  await fs.rename(path.join(sourceContent, 'topics', 'alpha.md'), path.join(sourceContent, 'topics', 'react.md'));
  server = await startTestServer({ contentSource: sourceContent });
});
afterAll(async () => {
  await server.close();
  await fs.rm(sourceContent, { recursive: true, force: true });
});

async function apiAnswer(id: number) {
  const response = await server.app.inject({ url: `/api/quiz/${id}`, headers: { host: 'source.example' } });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { name: string; logo: string; questions: { id: string; tags: string[] }[] } }>();
}

/** Another instance: the fixture content without the topic file `without`. */
async function importInto(without: string, answer: unknown, options = {}) {
  const target = await makeWorkspace();
  await fs.rm(path.join(target.contentDir, 'topics', without));
  const source = path.join(target.root, 'download.json');
  await fs.writeFile(source, JSON.stringify(answer, null, 2));
  try {
    const result = await addJsonTopic(target.contentDir, source, options).catch((error: unknown) => error);
    const files = await fs.readdir(path.join(target.contentDir, 'topics'));
    const bank = result instanceof ContentError ? undefined : await loadBank(target.contentDir);
    return { result, files, bank };
  } finally {
    await target.cleanup();
  }
}

describe('content:import of a Quiz Dojo API answer', () => {
  it('keeps every question id and tag, maps the logo URL back and names the file after the topic', async () => {
    const answer = await apiAnswer(1);
    expect(answer.data.logo).toMatch(/^http:\/\/source\.example\/logos\/react\.svg\?v=/);
    expect(answer.data.questions[0]!.id).toBe('react:first-question');
    const { files, bank } = await importInto('alpha.md', answer);
    expect(files.sort()).toEqual(['beta.md', 'react.json']);
    const original = (await loadBank(server.workspace.contentDir)).topics.find((t) => t.id === 1)!;
    const imported = bank!.topics.find((t) => t.id === 1)!;
    expect(imported.questions.map((q) => q.id)).toEqual(answer.data.questions.map((q) => q.id));
    expect(imported.questions.map((q) => q.tags)).toEqual(answer.data.questions.map((q) => q.tags));
    expect(imported.logoSvg).toBe(original.logoSvg);
    expect(imported.questions).toEqual(original.questions.map((q) => expect.objectContaining({ ...q })));
  });

  it('takes the payload alone too, and a logo file of the content folder by its name', async () => {
    const answer = await apiAnswer(7);
    const { files, bank } = await importInto('beta.md', answer.data);
    expect(files.sort()).toEqual(['alpha.md', 'beta.json']);
    expect(bank!.topics.find((t) => t.id === 7)!.questions[0]!.id).toBe('beta:only-question');
    const renamed = await importInto('beta.md', answer.data, { slug: 'beta-again' });
    expect(renamed.files.sort()).toEqual(['alpha.md', 'beta-again.json']);
  });

  it('downloads nothing: a logo it cannot map asks for --logo, at the line of the logo', async () => {
    const answer = await apiAnswer(1);
    answer.data.logo = 'https://elsewhere.example/logos/no-such-logo-here.svg';
    const { result, files } = await importInto('alpha.md', answer);
    expect((result as ContentError).problems).toEqual([
      expect.objectContaining({
        line: 7,
        message: expect.stringMatching(/names "no-such-logo-here".*never downloaded/),
        fix: expect.stringMatching(/--logo simple-icons:<slug>/),
      }),
    ]);
    expect(files).toEqual(['beta.md']);
    const withLogo = await importInto('alpha.md', answer, { logo: 'simple-icons:react' });
    expect(withLogo.files.sort()).toEqual(['beta.md', 'react.json']);
  });
});
