import fs from 'node:fs/promises';
import path from 'node:path';
import { formatProblems } from '../../server/content/types.js';
import type { QuestionTranslation } from '../../server/translations/check-translation.js';
import { readTranslations } from './read-translations.js';

export class StampError extends Error {}

const SOURCE_LINE = /^(source:\s*)\S*(\s*)$/i;

/**
 * Writes the source's current fingerprint on `source:` lines of one translation file. Without
 * `renew`, only on the `source: pending` ones (a stamp says "translated from the English as it is
 * now"); with `renew`, only on those stale questions, each named: a translator renews a question
 * after bringing it in line with the changed English, never all at once. A file that breaks a rule
 * (or whose source does) is refused whole: a stamp must never vouch for a broken translation.
 */
export async function stampTranslation(file: string, renew?: string[]) {
  const absolute = path.resolve(file);
  const contentDir = path.dirname(path.dirname(path.dirname(absolute)));
  if (path.basename(path.dirname(path.dirname(absolute))) !== 'translations')
    throw new StampError(`${file} is not a translation: give content/translations/<locale>/<topic>.md`);
  const { translations, problems } = await readTranslations(contentDir);
  const translation = translations.find((t) => path.resolve(t.file) === absolute);
  const source = path.join(contentDir, 'topics', `${path.basename(absolute, '.md')}.md`);
  const blocking = problems.filter((p) => [absolute, source].includes(path.resolve(p.file)));
  if (blocking.length > 0 || !translation)
    throw new StampError(
      `${formatProblems(blocking)}\n\nNothing was stamped: fix ${blocking.length || 'the'} problem(s) first (npm run content:check).`,
    );
  const targets = renew
    ? renew.map((id) => staleQuestion(translation.questions, id, file))
    : pending(translation.questions);
  const text = await fs.readFile(absolute, 'utf8');
  const lines = text.split('\n');
  for (const question of targets) {
    const index = question.sourceLine - 1;
    lines[index] = lines[index]!.replace(SOURCE_LINE, `$1${question.fingerprint}$2`);
  }
  if (targets.length > 0) await fs.writeFile(absolute, lines.join('\n'));
  const left = translation.questions.filter((q) => q.state === 'stale' && !renew?.includes(q.localId));
  return { stamped: targets.map((q) => q.localId), stale: left.map((q) => q.localId) };
}

const pending = (questions: QuestionTranslation[]) => questions.filter((q) => q.state === 'pending');

function staleQuestion(questions: QuestionTranslation[], id: string, file: string) {
  const question = questions.find((q) => q.localId === id);
  if (!question) throw new StampError(`${file} has no question "${id}": nothing was renewed`);
  if (question.state === 'fresh')
    throw new StampError(`${file}:${question.sourceLine}: "${id}" is current already: nothing was renewed`);
  if (question.state === 'pending')
    throw new StampError(
      `${file}:${question.sourceLine}: "${id}" is not stamped yet: use --stamp ${file}; nothing was renewed`,
    );
  return question;
}
