import { createHash } from 'node:crypto';
import type { QuestionDraft } from '../content/types.js';

/** Bump only with a change of what the fingerprint covers: every stamped translation then goes stale. */
const FINGERPRINT_VERSION = 'quiz-dojo translation source 1';
export const FINGERPRINT = /^[0-9a-f]{16}$/;
export const PENDING = 'pending';

/**
 * The fingerprint of what a translation translates (docs/translations.md, "The fingerprint"): the
 * question text, each option with its mark, in order, and the explanation, as the source file has
 * them. Trailing spaces and blank lines around the question text do not count; difficulty, tags,
 * verify, Check and Expect do not either: they change nothing a learner reads in a translation.
 */
export function sourceFingerprint(question: QuestionDraft): string {
  const stem = question.markdown
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  const options = question.options.map((option) => [option.correct, option.text.trim()]);
  const payload = JSON.stringify([FINGERPRINT_VERSION, stem, options, question.explanation.trim()]);
  return createHash('sha256').update(payload).digest('hex').slice(0, 16);
}

export type TranslationState = 'fresh' | 'stale' | 'pending';

/** The staleness rule: a translation is current only while the source's fingerprint is the one it records. */
export function translationState(recorded: string, current: string): TranslationState {
  if (recorded === PENDING) return 'pending';
  return recorded === current ? 'fresh' : 'stale';
}
