import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblems } from '../server/content/types.js';
import { countTranslations, formatCounts } from './translations/count.js';
import { readTranslations } from './translations/read-translations.js';
import { StampError, stampTranslation } from './translations/stamp.js';

const USAGE = 'usage: npm run content:translations -- [CONTENT_DIR] [--json] | --stamp FILE | --renew FILE ID [ID…]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { json: { type: 'boolean' }, stamp: { type: 'string' }, renew: { type: 'string' } },
  });
} catch (error) {
  fail((error as Error).message);
}
const { json, stamp, renew } = args.values;
const positionals = args.positionals;

try {
  if (stamp !== undefined || renew !== undefined) {
    if (stamp !== undefined && renew !== undefined) fail('give --stamp or --renew, not both');
    if (renew !== undefined && positionals.length === 0) fail('--renew needs the id of each question to renew');
    if (stamp !== undefined && positionals.length > 0)
      fail('--stamp takes one file; --renew FILE ID renews a stale question');
    const result = await stampTranslation((stamp ?? renew)!, renew === undefined ? undefined : positionals);
    const what = renew === undefined ? 'stamped' : 'renewed';
    console.log(result.stamped.length === 0 ? `nothing to stamp in ${stamp}` : `${what}: ${result.stamped.join(', ')}`);
    if (result.stale.length > 0)
      console.log(
        `still stale (bring each in line with the English, then --renew ${stamp ?? renew} ID): ${result.stale.join(', ')}`,
      );
  } else {
    if (positionals.length > 1) fail('give at most one content folder');
    const contentDir = path.resolve(positionals[0] ?? process.env.CONTENT_DIR ?? 'content');
    const read = await readTranslations(contentDir);
    const counts = countTranslations(read.locales, read.topics, read.translations);
    if (json) console.log(JSON.stringify({ counts, problems: read.problems }, null, 2));
    else console.log(counts.length === 0 ? `no translations in ${contentDir}/translations` : formatCounts(counts));
    if (read.problems.length > 0) {
      if (!json) console.error(`\n${formatProblems(read.problems)}`);
      console.error(`\n${read.problems.length} problem(s): a question that breaks a rule counts as missing`);
      process.exitCode = 1;
    }
  }
} catch (error) {
  if (!(error instanceof StampError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
