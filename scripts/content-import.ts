import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { syncContent } from '../server/content/import-bank.js';
import { addJsonTopic } from '../server/content/import-json-file.js';
import { ImportOptionError } from '../server/content/import-options.js';
import { ContentError, formatProblems } from '../server/content/types.js';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrations.js';
import { readSource } from './import-formats/read-source.js';
import { toJsonTopic } from './import-formats/to-json-topic.js';

const USAGE =
  'usage: npm run content:import -- FILE.json|FILE.csv|FILE.gift|FILE.xml [--format csv|gift|moodle] [--slug SLUG] [--id N] [--name NAME] [--logo simple-icons:SLUG] [--replace]';

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

const config = loadConfig();
try {
  const { format, ...options } = args.values;
  const source = args.positionals[0]!;
  const converted = format || !source.toLowerCase().endsWith('.json') ? await convert(source, format) : undefined;
  const { file, topic, replaced } = await addJsonTopic(config.contentDir, source, options, converted);
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

/** A CSV, GIFT or Moodle XML file as a JSON topic; what was left out is listed, with file and line. */
async function convert(source: string, format: string | undefined): Promise<string> {
  const read = await readSource(source, format);
  if (read.skipped.length > 0) {
    console.error(`left out ${read.skipped.length} question(s), not changed:\n${formatProblems(read.skipped)}`);
  }
  return JSON.stringify(await toJsonTopic(config.contentDir, read, args.values), null, 2);
}

function readArgs() {
  return parseArgs({
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      slug: { type: 'string' },
      id: { type: 'string' },
      name: { type: 'string' },
      logo: { type: 'string' },
      replace: { type: 'boolean' },
    },
  });
}
