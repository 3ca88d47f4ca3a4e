import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { syncContent } from '../server/content/import-bank.js';
import { addJsonTopic } from '../server/content/import-json-file.js';
import { ContentError, formatProblems } from '../server/content/types.js';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrations.js';

const USAGE =
  'usage: npm run content:import -- FILE.json [--slug SLUG] [--id N] [--name NAME] [--logo simple-icons:SLUG]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { slug: { type: 'string' }, id: { type: 'string' }, name: { type: 'string' }, logo: { type: 'string' } },
});
if (positionals.length !== 1 || (values.id !== undefined && !/^[1-9]\d{0,8}$/.test(values.id))) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
try {
  const { file, topic } = await addJsonTopic(config.contentDir, positionals[0]!, {
    ...values,
    id: values.id === undefined ? undefined : Number(values.id),
  });
  console.log(`wrote ${file}: topic ${topic.id} "${topic.name}" with ${topic.questions.length} questions`);
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const result = await syncContent(db, config.contentDir);
  await db.destroy();
  console.log(result.imported ? 'imported into the database' : 'the database already had this content');
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(formatProblems(error.problems));
  console.error(`\nnothing imported: ${error.problems.length} problem(s)`);
  process.exitCode = 1;
}
