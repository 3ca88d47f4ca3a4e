import { describe, expect, it } from 'vitest';
import { createProgress, elapsed } from './progress.js';
import { claim } from './test-claim.js';
import type { Outcome } from './verify-question.js';

const result = (topic: string, outcome: Outcome) => ({ claim: { ...claim('node', 'x', ''), topic }, outcome });
const proven: Outcome = { status: 'proven' };
const failed: Outcome = { status: 'failed', expected: '1', actual: '2', why: '' };

/** A progress over React (3 questions) and Go (1), on a clock that moves 20 s per question. */
function run(tty: boolean) {
  const written: string[] = [];
  let clock = 0;
  const progress = createProgress(
    [
      { name: 'React', questions: 3 },
      { name: 'Go', questions: 1 },
    ],
    { write: (text) => written.push(text), tty, now: () => clock },
  );
  const finish = (topic: string, outcome: Outcome) => {
    clock += 20_000;
    progress.done(result(topic, outcome));
  };
  return { written, finish };
}

describe('content:verify progress', () => {
  it('prints a line per topic as its last question finishes, with its counts and the run so far', () => {
    const { written, finish } = run(false);
    finish('React', proven);
    finish('Go', { status: 'not-executed', reason: 'Go is not installed', missingToolchain: true });
    finish('React', failed);
    expect(written).toEqual([
      'Go: 1 question, 0 executed, 0 proven, 0 failed, 1 not executed  [2/4 questions, 40 s]\n',
    ]);
    finish('React', { status: 'unmarked' });
    expect(written.at(-1)).toBe(
      'React: 3 questions, 2 executed, 1 proven, 1 failed, 1 unmarked  [4/4 questions, 1 min 20 s]\n',
    );
    expect(written.join('')).not.toContain('\r');
    expect(written.join('')).not.toContain('\x1b');
  });

  it('on a terminal, rewrites a status line after every question and clears it for a topic line', () => {
    const { written, finish } = run(true);
    finish('React', proven);
    expect(written).toEqual(['\r\x1b[2K1/4 questions, 20 s (25%)']);
    finish('React', failed);
    expect(written.at(-1)).toBe('\r\x1b[2K2/4 questions, 40 s (50%), 1 failed');
    finish('React', proven);
    expect(written.slice(-3)).toEqual([
      '\r\x1b[2K',
      'React: 3 questions, 3 executed, 2 proven, 1 failed  [3/4 questions, 1 min 00 s]\n',
      '\r\x1b[2K3/4 questions, 1 min 00 s (75%), 1 failed',
    ]);
    finish('Go', proven);
    // The run is over: the status line is cleared, not drawn again under the last topic.
    expect(written.slice(-2)).toEqual([
      '\r\x1b[2K',
      'Go: 1 question, 1 executed, 1 proven, 0 failed  [4/4 questions, 1 min 20 s]\n',
    ]);
  });

  it("shows a topic's name as visible escapes, never as what a terminal acts on", () => {
    const written: string[] = [];
    const name = 'Evil\x1b]0;pwned\x07\u202e';
    const progress = createProgress([{ name, questions: 1 }], {
      write: (text) => written.push(text),
      tty: false,
      now: () => 0,
    });
    progress.done(result(name, proven));
    expect(written).toEqual([
      'Evil\\x1b]0;pwned\\x07\\u202e: 1 question, 1 executed, 1 proven, 0 failed  [1/1 questions, 0 s]\n',
    ]);
  });

  it('reads elapsed time in seconds, then minutes', () => {
    expect([elapsed(400), elapsed(59_400), elapsed(185_000)]).toEqual(['0 s', '59 s', '3 min 05 s']);
  });
});
