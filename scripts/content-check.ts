import path from 'node:path';
import { loadBank } from '../server/content/load-bank.js';
import { ContentError, formatProblems } from '../server/content/types.js';

const contentDir = path.resolve(process.argv[2] ?? process.env.CONTENT_DIR ?? 'content');

try {
  const bank = await loadBank(contentDir);
  const questions = bank.topics.reduce((sum, topic) => sum + topic.questions.length, 0);
  console.log(`content ok: ${bank.topics.length} topics, ${questions} questions`);
  for (const topic of bank.topics) console.log(`  ${topic.id}\t${topic.questions.length}\t${topic.name}`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(formatProblems(error.problems));
  console.error(`\ncontent check failed: ${error.problems.length} problem(s)`);
  process.exitCode = 1;
}
