import { terminalText } from '../lib/terminal-safe.js';
import { count, type Verified } from './report.js';

type Output = { write: (text: string) => void; tty: boolean; now?: () => number };

/**
 * What content:verify shows while it runs (minutes for the whole bank): a line per topic as its
 * last question finishes, with its counts and how far the whole run is, and on a terminal a
 * status line rewritten in place after every question, so the run never looks stalled.
 */
export function createProgress(topics: { name: string; questions: number }[], output: Output) {
  const { write, tty, now = Date.now } = output;
  const started = now();
  const total = topics.reduce((sum, topic) => sum + topic.questions, 0);
  const open = new Map(topics.map((topic) => [topic.name, { left: topic.questions, results: [] as Verified[] }]));
  let done = 0;
  let failed = 0;
  let statusShown = false;

  const overall = () => `${done}/${total} questions, ${elapsed(now() - started)}`;
  const clearStatus = () => {
    if (statusShown) write('\r\x1b[2K');
    statusShown = false;
  };
  const showStatus = () => {
    if (!tty || done === total) return;
    const share = Math.floor((100 * done) / total);
    write(`\r\x1b[2K${overall()} (${share}%)${failed > 0 ? `, ${failed} failed` : ''}`);
    statusShown = true;
  };

  return {
    /** Call with each question's result as it comes in, in any order. */
    done(result: Verified) {
      done++;
      if (result.outcome.status === 'failed') failed++;
      const topic = open.get(result.claim.topic);
      if (topic) {
        topic.results.push(result);
        topic.left--;
        if (topic.left === 0) {
          clearStatus();
          write(`${topicLine(result.claim.topic, topic.results)}  [${overall()}]\n`);
        }
      }
      showStatus();
    },
  };
}

/** `React: 28 questions, 20 executed, 20 proven, 0 failed` and what else there is to say. */
function topicLine(name: string, results: Verified[]) {
  const c = count(results);
  const extra = [
    c.executable > c.executed ? `${c.executable - c.executed} not executed` : '',
    c.unmarked > 0 ? `${c.unmarked} unmarked` : '',
  ].filter(Boolean);
  return [
    `${terminalText(name)}: ${c.questions} question${c.questions === 1 ? '' : 's'}, ${c.executed} executed, ${c.proven} proven, ${c.failed} failed`,
    ...extra,
  ].join(', ');
}

/** 42 s, or 3 min 05 s. */
export function elapsed(ms: number) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
