import path from 'node:path';
import { loadBank } from '../server/content/load-bank.js';
import { ContentError, formatProblems } from '../server/content/types.js';

const contentDir = path.resolve(process.argv[2] ?? process.env.CONTENT_DIR ?? 'content');

try {
  const bank = await loadBank(contentDir);
  const questions = bank.topics.reduce((sum, topic) => sum + topic.questions.length, 0);
  console.log(`content ok: ${bank.topics.length} topics, ${questions} questions`);
  for (const topic of bank.topics) console.log(`  ${topic.id}\t${topic.questions.length}\t${topic.name}`);
  const translations = bank.translations ?? [];
  if (translations.length > 0) {
    const states = translations.flatMap((file) => file.questions.map((q) => q.state));
    const count = (state: string) => states.filter((s) => s === state).length;
    console.log(
      `translations ok: ${translations.length} files, ${count('fresh')} questions current, ` +
        `${count('stale')} stale, ${count('pending')} not stamped (npm run content:translations counts them)`,
    );
  }
  // Stale translations are reported, not failed: the app shows the English until they are renewed
  // (docs/translations.md, "Stale is a warning").
  const warnings = bank.warnings ?? [];
  if (warnings.length > 0) {
    console.warn(formatProblems(warnings));
    console.warn(`\n${warnings.length} translated question(s) shown in English until renewed (warnings, not failures)`);
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(formatProblems(error.problems));
  console.error(`\ncontent check failed: ${error.problems.length} problem(s)`);
  process.exitCode = 1;
}
