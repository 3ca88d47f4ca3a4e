import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { EXPORT_FORMATS, exportQuerySchema } from '../contract/export/export-topic.js';
import { describeSelection, isFiltered, selectExport } from '../contract/export/selection.js';
import { loadConfig } from '../server/config.js';
import { loadBank } from '../server/content/load-bank.js';
import { ContentError, formatProblems } from '../server/content/types.js';
import { exportTopicOf, selectionRefusal } from '../server/export/export-topic-of.js';
import { writeExport } from '../server/export/write-export.js';

const USAGE =
  `usage: npm run content:export -- --format ${EXPORT_FORMATS.join('|')} --topic SLUG ` +
  '[--difficulty easy|medium|hard] [--tag TAG] [--out FILE]';

function refuse(message: string): never {
  console.error(`content:export: ${message}\n${USAGE}`);
  process.exit(2);
}

let values: { format?: string; topic?: string; difficulty?: string; tag?: string; out?: string };
try {
  ({ values } = parseArgs({
    options: {
      format: { type: 'string' },
      topic: { type: 'string' },
      difficulty: { type: 'string' },
      tag: { type: 'string' },
      out: { type: 'string' },
    },
  }));
} catch (error) {
  refuse((error as Error).message);
}
// The route's own rules, so the two accept the same selections.
const query = exportQuerySchema.safeParse({ format: values.format, difficulty: values.difficulty, tag: values.tag });
// Each message starts with its option's name: `format must be one of …` becomes `--format must be one of …`.
if (!query.success) refuse(`--${query.error.issues[0]!.message}`);
const { format, ...selection } = query.data;
if (!values.topic) refuse('--topic SLUG is needed, such as --topic javascript');

const config = loadConfig();
try {
  const bank = await loadBank(config.contentDir);
  const topic = bank.topics.find((candidate) => candidate.slug === values.topic);
  if (!topic) refuse(`no topic "${values.topic}": the slugs are ${bank.topics.map((t) => t.slug).join(', ')}`);
  // Where a reader finds the questions again: the public site when it is known, else the bank's file.
  const source = config.publicUrl
    ? `${config.publicUrl}/topic/${topic.id}`
    : `the Quiz Dojo bank, topic "${topic.slug}"`;
  const refusal = selectionRefusal(topic, selection);
  if (refusal) refuse(refusal.message);
  const selected = selectExport(exportTopicOf(topic, source), selection);
  const output = writeExport(format, selected);
  if (values.out) {
    await fs.writeFile(values.out, output);
    const what = isFiltered(selection) ? ` (${describeSelection(selection)})` : '';
    const count = selected.questions.length;
    console.error(
      `wrote ${values.out}: ${count} question${count === 1 ? '' : 's'} of "${topic.name}"${what} as ${format}`,
    );
  } else process.stdout.write(output);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(
    `${formatProblems(error.problems)}\n\nnothing exported: the bank has ${error.problems.length} problem(s)`,
  );
  process.exitCode = 1;
}
