import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import MarkdownIt from 'markdown-it';
import { syncContent } from '../../server/content/import-bank.js';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import { generateContent } from './generate-content.js';
import { best, bestAndMedian } from './rules.js';
import type { BenchRow } from './table.js';

const QUESTIONS = 10_000;
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
/**
 * How many times the baseline's time the import may take, best run against best run. Besides
 * rendering each question's Markdown it reads the front matter, checks every question, sanitizes
 * its HTML and writes the rows in one transaction.
 */
const MAX_RATIO = 12;

/**
 * Parsing, validating and importing a generated bank of 10,000 questions into a new SQLite file,
 * against a baseline of the same machine at the same moment: markdown-it rendering each question of
 * the same file, and nothing else. Alternated over RUNS rounds, each judged on its best (scripts/bench/rules.ts).
 */
export async function importRuns(): Promise<BenchRow[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-import-'));
  try {
    const contentDir = generateContent(path.join(tmp, 'content'), QUESTIONS);
    const text = fs.readFileSync(path.join(contentDir, 'topics', `generated-${QUESTIONS}.md`), 'utf8');
    const ours: number[] = [];
    const baseline: number[] = [];
    // Round 0 is not counted: it loads the parsers and the logo sanitizer, which a start loads only for an import.
    for (let round = 0; round <= RUNS; round++) {
      const db = openDatabase({ kind: 'sqlite', file: path.join(tmp, `import-${round}.sqlite`) });
      await migrateToLatest(db);
      let started = performance.now();
      const result = await syncContent(db, contentDir);
      const elapsed = performance.now() - started;
      await db.destroy();
      if (!result.imported) throw new Error('the generated bank was not imported');
      if (round === 0) continue;
      ours.push(elapsed);
      started = performance.now();
      const markdown = new MarkdownIt();
      for (const question of text.split('\n## ')) markdown.render(question);
      baseline.push(performance.now() - started);
      console.log(
        `Import round ${round} of ${RUNS}: ours ${ours.at(-1)!.toFixed(0)} ms, markdown-it alone ${baseline.at(-1)!.toFixed(0)} ms`,
      );
    }
    return [
      {
        figure: `import of ${QUESTIONS.toLocaleString('en')} generated questions into SQLite, best of ${RUNS}, vs markdown-it rendering its questions`,
        ...bestAndMedian(ours, 'lower'),
        unit: 'ms',
        baseline: best(baseline, 'lower'),
        maxRatio: MAX_RATIO,
      },
    ];
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
