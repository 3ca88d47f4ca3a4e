import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { syncContent } from '../server/content/import-bank.js';
import { addJsonTopic } from '../server/content/import-json-file.js';
import { ImportOptionError } from '../server/content/import-options.js';
import { ContentError, formatProblems } from '../server/content/types.js';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrations.js';
import { DIFFICULTIES } from '../contract/quiz.js';
import { readSource } from './import-formats/read-source.js';
import { importedVerify, toJsonTopic } from './import-formats/to-json-topic.js';
import { keepWritable, markdownWriter } from './import-formats/to-markdown-topic.js';

const USAGE =
  'usage: npm run content:import -- FILE.json|FILE.csv|FILE.gift|FILE.xml|FILE.zip [--format csv|gift|moodle|qti] [--difficulty easy|medium|hard] [--slug SLUG] [--id N] [--name NAME] [--logo simple-icons:SLUG] [--replace]';

/** Each refused argument is named with the rule it breaks, and nothing is written. */
function refuse(message: string): never {
  console.error(`content:import: ${message}\n${USAGE}`);
  process.exit(2);
}

let args: ReturnType<typeof readArgs>;
try {
  args = readArgs();
} catch (error) {
  // parseArgs names an unknown option or one without its value.
  if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) refuse((error as Error).message);
  throw error;
}
if (args.positionals.length !== 1) refuse('give exactly one file to import');
const chosen = args.values.difficulty;
if (chosen !== undefined && !(DIFFICULTIES as readonly string[]).includes(chosen))
  refuse(`--difficulty is "${chosen}": give easy, medium or hard`);

const config = loadConfig();
try {
  // --format and --difficulty are for the conversion; the rest are addJsonTopic's.
  const { format, difficulty, ...options } = args.values;
  const source = args.positionals[0]!;
  const converted =
    format || !source.toLowerCase().endsWith('.json') ? await convert(source, format, difficulty) : undefined;
  const { file, topic, replaced } = await addJsonTopic(
    config.contentDir,
    source,
    options,
    converted?.json,
    converted && markdownWriter(converted.verify),
  );
  console.log(`wrote ${file}: topic ${topic.id} "${topic.name}" with ${topic.questions.length} questions`);
  if (replaced.length > 0) console.log(`replaced ${replaced.join(', ')}`);
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const result = await syncContent(db, config.contentDir);
  await db.destroy();
  console.log(result.imported ? 'imported into the database' : 'the database already had this content');
} catch (error) {
  if (error instanceof ImportOptionError) refuse(error.message);
  if (!(error instanceof ContentError)) throw error;
  console.error(formatProblems(error.problems));
  console.error(`\nnothing imported: ${error.problems.length} problem(s)`);
  process.exitCode = 1;
}

/**
 * Another format's file as a JSON topic, which addJsonTopic checks and writes as the bank's Markdown;
 * what was left out is listed, with file and line.
 */
async function convert(source: string, format: string | undefined, difficulty: string | undefined) {
  const { format: formatName, ...all } = await readSource(source, format);
  const read = keepWritable(all, source, difficulty);
  if (read.skipped.length > 0) {
    console.error(`left out ${read.skipped.length} question(s), not changed:\n${formatProblems(read.skipped)}`);
  }
  const verify = importedVerify(formatName);
  return { verify, json: JSON.stringify(await toJsonTopic(config.contentDir, read, verify, args.values), null, 2) };
}

function readArgs() {
  return parseArgs({
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      difficulty: { type: 'string' },
      slug: { type: 'string' },
      id: { type: 'string' },
      name: { type: 'string' },
      logo: { type: 'string' },
      replace: { type: 'boolean' },
    },
  });
}
