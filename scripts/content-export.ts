import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { EXPORT_FORMATS, type ExportFormat } from '../contract/export/export-topic.js';
import { loadConfig } from '../server/config.js';
import { loadBank } from '../server/content/load-bank.js';
import { ContentError, formatProblems } from '../server/content/types.js';
import { exportTopicOf } from '../server/export/export-topic-of.js';
import { writeExport } from '../server/export/write-export.js';

const USAGE = `usage: npm run content:export -- --format ${EXPORT_FORMATS.join('|')} --topic SLUG [--out FILE]`;

function refuse(message: string): never {
  console.error(`content:export: ${message}\n${USAGE}`);
  process.exit(2);
}

let values: { format?: string; topic?: string; out?: string };
try {
  ({ values } = parseArgs({
    options: { format: { type: 'string' }, topic: { type: 'string' }, out: { type: 'string' } },
  }));
} catch (error) {
  refuse((error as Error).message);
}
const format = values.format as ExportFormat | undefined;
if (!format || !EXPORT_FORMATS.includes(format)) refuse(`--format must be one of ${EXPORT_FORMATS.join(', ')}`);
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
  const output = writeExport(format, exportTopicOf(topic, source));
  if (values.out) {
    await fs.writeFile(values.out, output);
    console.error(`wrote ${values.out}: ${topic.questions.length} questions of "${topic.name}" as ${format}`);
  } else process.stdout.write(output);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(
    `${formatProblems(error.problems)}\n\nnothing exported: the bank has ${error.problems.length} problem(s)`,
  );
  process.exitCode = 1;
}
