import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { syncContent } from '../server/content/import-bank.js';
import { addJsonTopic } from '../server/content/import-json-file.js';
import { ImportOptionError } from '../server/content/import-options.js';
import { ContentError, formatProblems } from '../server/content/types.js';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrations.js';

const USAGE =
  'usage: npm run content:import -- FILE.json [--slug SLUG] [--id N] [--name NAME] [--logo simple-icons:SLUG] [--replace]';

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
if (args.positionals.length !== 1) refuse('give exactly one FILE.json');

const config = loadConfig();
try {
  const { file, topic, replaced } = await addJsonTopic(config.contentDir, args.positionals[0]!, args.values);
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

function readArgs() {
  return parseArgs({
    allowPositionals: true,
    options: {
      slug: { type: 'string' },
      id: { type: 'string' },
      name: { type: 'string' },
      logo: { type: 'string' },
      replace: { type: 'boolean' },
    },
  });
}
