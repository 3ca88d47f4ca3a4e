import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace } from '../testing/test-server.js';
import { addJsonTopic } from './import-json-file.js';
import { loadBank } from './load-bank.js';
import { ImportOptionError } from './import-options.js';
import { ContentError } from './types.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => Promise.all(cleanups.splice(0).map((cleanup) => cleanup())));

const topic = (options: unknown[] = ['""', '[]', '0', 'NaN'], correctAnswer: unknown = '""') => ({
  id: 30,
  name: 'Imported',
  logo: 'simple-icons:javascript',
  questions: [
    {
      id: 'empty-arrays',
      question: '<p>What does <code>[] + []</code> give?</p>',
      options,
      correctAnswer,
      explanation: 'Both arrays become empty strings before they are joined.',
      difficulty: 'medium',
    },
  ],
});

/** Every file under the workspace, so a refused import can be shown to have written none. */
async function filesUnder(root: string) {
  return (await fs.readdir(root, { recursive: true })).sort();
}

async function attempt(options: unknown, content: unknown = topic(), fileName = 'imported.json') {
  const workspace = await makeWorkspace();
  cleanups.push(workspace.cleanup);
  // The source sits two folders down, so that ../../ from content/topics lands inside the workspace.
  const source = path.join(workspace.root, 'in', 'deep', fileName);
  await fs.mkdir(path.dirname(source), { recursive: true });
  await fs.writeFile(source, JSON.stringify(content));
  const before = await filesUnder(workspace.root);
  const error = await addJsonTopic(workspace.contentDir, source, options).catch((caught: unknown) => caught);
  expect(await filesUnder(workspace.root)).toEqual(before);
  return error as Error;
}

describe('content:import options', () => {
  const SLUG_RULE = /--slug .*: must be lowercase letters, digits and dashes.*content\/topics\/<slug>/;
  it.each([
    ['a slug climbing out of the folder', { slug: '../../escaped-slug' }, /^--slug "\.\.\/\.\.\/escaped-slug"/],
    ['a slug the server never reads', { slug: 'Bad"Slug<x>' }, /^--slug "Bad\\"Slug<x>"/],
    ['an absolute slug', { slug: '/tmp/x' }, SLUG_RULE],
    ['a slug starting with a dash', { slug: '-x' }, SLUG_RULE],
    ['an empty slug', { slug: '' }, SLUG_RULE],
    ['a slug of 101 characters', { slug: 'a'.repeat(101) }, SLUG_RULE],
    ['an object for a slug', { slug: { toString: (): string => 'x' } }, /^--slug \(object\): must be lowercase/],
    ['an object for a name', { name: { a: 1 } }, /^--name \(object\): must be text$/],
    ['an array for a logo', { logo: ['simple-icons:react'] }, /^--logo \(object\): must be simple-icons:<slug>/],
    ['a logo path out of the folder', { logo: 'logos/../../x.svg' }, /^--logo "logos\/\.\.\/\.\.\/x\.svg": must be/],
    ['an id with letters', { id: '12abc' }, /^--id "12abc": must be a whole number from 1 to 999999999$/],
    ['an id of 0', { id: 0 }, /^--id \(number\): must be a whole number/],
    ['a fractional id', { id: 1.5 }, /^--id \(number\): must be a whole number/],
    ['a blank name', { name: '  ' }, /^--name " {2}": must not be empty$/],
    ['an unknown option', { output: '../x.json' }, /^--output "\.\.\/x\.json": is not an option of content:import$/],
  ])('refuses %s, naming the option and its rule, and writes nothing', async (_name, options, message) => {
    const error = await attempt(options);
    expect(error).toBeInstanceOf(ImportOptionError);
    expect(error.message).toMatch(message);
  });

  it('names every refused option at once', async () => {
    const error = await attempt({ slug: 'A', id: 'x' });
    expect(error.message.split('\n')).toEqual([
      expect.stringMatching(/^--slug "A"/),
      expect.stringMatching(/^--id "x"/),
    ]);
  });

  it('asks for --slug when neither the ids, the name nor the file name gives one', async () => {
    const error = await attempt({}, { ...topic(), name: '???' }, '___.json');
    expect(error).toBeInstanceOf(ImportOptionError);
    expect(error.message).toMatch(/^--slug is needed: the file name "___\.json" gives no topic name/);
  });

  it('refuses options and answers that are not text in the file', async () => {
    for (const [options, correct, named] of [
      [['""', { a: 1 }, '0', 'NaN'], '""', 'option 2'],
      [['1', '2', '3', '4'], 1, 'a correctAnswer'],
    ] as const) {
      const error = await attempt({}, topic([...options], correct));
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).problems).toContainEqual(
        expect.objectContaining({ message: `question 1 has ${named} that is not text` }),
      );
    }
  });

  it('writes the topic under the slug given, with the id, name and logo given', async () => {
    const workspace = await makeWorkspace();
    cleanups.push(workspace.cleanup);
    const source = path.join(workspace.root, 'imported.json');
    await fs.writeFile(source, JSON.stringify(topic()));
    const options = { slug: 'good-slug-2', id: '31', name: ' Renamed ', logo: 'logos/beta.svg' };
    const { file, topic: written } = await addJsonTopic(workspace.contentDir, source, options);
    expect(file).toBe(path.join(workspace.contentDir, 'topics', 'good-slug-2.json'));
    expect(written).toMatchObject({ id: 31, slug: 'good-slug-2', name: 'Renamed' });
  });
});

describe('content:import and the topics already there', () => {
  it.each([
    ['slug', { slug: 'alpha', id: 31 }, /^a topic named "alpha" exists already \(.*alpha\.md\)$/],
    ['id', { slug: 'new-one', id: 7 }, /^topic id 7 is already used by .*beta\.md$/],
  ])('refuses a topic of the same %s, suggesting --replace, and writes nothing', async (by, options, message) => {
    const error = await attempt(options);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(message),
        fix: `pass --replace to replace that topic, or another --${by} to add a new one`,
      }),
    ]);
  });

  it('refuses the same file imported twice', async () => {
    const workspace = await makeWorkspace();
    cleanups.push(workspace.cleanup);
    const source = path.join(workspace.root, 'imported.json');
    await fs.writeFile(source, JSON.stringify(topic()));
    await addJsonTopic(workspace.contentDir, source);
    const changed = topic();
    changed.questions[0]!.explanation = 'Changed.';
    await fs.writeFile(source, JSON.stringify(changed));
    await expect(addJsonTopic(workspace.contentDir, source)).rejects.toThrow(/"imported" exists already/);
    const kept = await fs.readFile(path.join(workspace.contentDir, 'topics', 'imported.json'), 'utf8');
    expect(kept).not.toMatch(/Changed/);
    expect(JSON.parse(kept)).toMatchObject({ id: 30, name: 'Imported' });
  });

  it('with --replace, the imported topic takes the place of those of its slug and id', async () => {
    const workspace = await makeWorkspace();
    cleanups.push(workspace.cleanup);
    const source = path.join(workspace.root, 'imported.json');
    await fs.writeFile(source, JSON.stringify(topic()));
    const result = await addJsonTopic(workspace.contentDir, source, { slug: 'alpha', id: 7, replace: true });
    expect(result.replaced.map((file) => path.basename(file)).sort()).toEqual(['alpha.md', 'beta.md']);
    const bank = await loadBank(workspace.contentDir);
    expect(bank.topics.map((t) => [t.slug, t.id, t.name])).toEqual([['alpha', 7, 'Imported']]);
  });

  it('refuses a --replace that is not true or false', async () => {
    const error = await attempt({ replace: 'yes' });
    expect(error.message).toBe('--replace "yes": must be true or false');
  });

  it('names a source file that does not exist in one line', async () => {
    const workspace = await makeWorkspace();
    cleanups.push(workspace.cleanup);
    const missing = path.join(workspace.root, 'missing.json');
    const error = await addJsonTopic(workspace.contentDir, missing).catch((caught: unknown) => caught);
    expect((error as ContentError).problems).toEqual([
      {
        file: missing,
        line: 1,
        message: 'this file cannot be read: there is no such file',
        fix: 'check its name and folder',
      },
    ]);
  });
});
