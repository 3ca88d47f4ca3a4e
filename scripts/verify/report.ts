import { terminalText } from '../lib/terminal-safe.js';
import { bounded } from './compare.js';
import type { Claim, Outcome } from './verify-question.js';

export type Verified = { claim: Claim; outcome: Outcome };

const COLUMNS = ['questions', 'executable', 'executed', 'proven', 'failed', 'unmarked'] as const;

/** Counts of one topic (or all): executable means it names a runner; unmarked, no verify line yet. */
export function count(results: Verified[]) {
  const is = (status: Outcome['status']) => results.filter((r) => r.outcome.status === status).length;
  const executable = results.length - is('not-executable') - is('unmarked');
  return {
    questions: results.length,
    executable,
    executed: executable - is('not-executed'),
    proven: is('proven'),
    failed: is('failed'),
    unmarked: is('unmarked'),
  };
}

/**
 * The table per topic, then every failure and every question that could not be run, with why. Every
 * line is shown through terminalText: names, outputs and reasons come from questions and their
 * snippets, and a snippet may print what a terminal would act on (issue 31).
 */
export function formatReport(topics: { name: string; results: Verified[] }[]): string {
  const rows = [...topics.map((t) => [terminalText(t.name), count(t.results)] as const)];
  rows.push(['total', count(topics.flatMap((t) => t.results))]);
  const width = Math.max(5, ...rows.map(([name]) => name.length));
  const line = (name: string, cells: (string | number)[]) =>
    `${name.padEnd(width)}  ${cells.map((cell, i) => String(cell).padStart(COLUMNS[i]!.length)).join('  ')}`;
  const out = [
    line('topic', [...COLUMNS]),
    ...rows.map(([name, c]) =>
      line(
        name,
        COLUMNS.map((k) => c[k]),
      ),
    ),
  ];
  out.push(...noneByReason(topics));
  const all = topics.flatMap((t) => t.results);
  const failures = all.filter((r) => r.outcome.status === 'failed');
  if (failures.length > 0) out.push('', `${failures.length} failed:`);
  for (const { claim, outcome } of failures) {
    if (outcome.status !== 'failed') continue;
    out.push(
      `${claim.file}:${claim.line}: ${claim.id}`,
      ...labelled('  expected: ', bounded(outcome.expected, 300)),
      ...labelled('  actual:   ', bounded(outcome.actual, 300)),
    );
    if (outcome.why) out.push(...labelled('  ', outcome.why, '    '));
  }
  const skipped = all.filter((r) => r.outcome.status === 'not-executed');
  if (skipped.length > 0) out.push('', `${skipped.length} not executed:`);
  for (const { claim, outcome } of skipped)
    if (outcome.status === 'not-executed') out.push(`${claim.file}:${claim.line}: ${claim.id}: ${outcome.reason}`);
  return out.map(terminalText).join('\n');
}

/**
 * A field's lines, the first after its label, the others indented under it: a line of a snippet's
 * output never starts where the report's own lines do.
 */
function labelled(label: string, text: string, indent = ' '.repeat(label.length)) {
  return text.split('\n').map((line, i) => `${i === 0 ? label : indent}${line}`);
}

/**
 * Per topic, how many questions say `verify: none` and why, most frequent reason first. Reasons are
 * grouped by what comes before a parenthesis, case aside: "concept (HTML semantics)" is a concept.
 */
export function noneByReason(topics: { name: string; results: Verified[] }[]): string[] {
  const out: string[] = [];
  for (const { name, results } of topics) {
    const reasons = new Map<string, number>();
    for (const { claim } of results) {
      if (claim.verify?.runner !== 'none' || !('reason' in claim.verify)) continue;
      const reason =
        claim.verify.reason
          .replace(/\s*\(.*$/, '')
          .trim()
          .toLowerCase() || 'no reason given';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    if (reasons.size === 0) continue;
    const total = [...reasons.values()].reduce((a, b) => a + b, 0);
    out.push(`${name}: ${total}`);
    const sorted = [...reasons].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
    for (const [reason, n] of sorted) out.push(`  ${String(n).padStart(3)}  ${reason}`);
  }
  return out.length > 0 ? ['', 'not executable (verify: none), by topic and reason:', ...out] : [];
}
