import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useState } from 'react';
import { regradeAnswer } from '../record/progress-store';
import type { StoredCard } from '../record/card-schema';
import type { RoundItem } from './round';
import type { Outcome } from '../record/scheduler';

type Props = { item: RoundItem; before: StoredCard | undefined; at: Date };

// Read when rendered (`i18n._`), in the page's language: made before any is active. How recalling
// went, not a question's difficulty, so a translation may word them apart.
const CHOICES: { outcome: Outcome; label: MessageDescriptor }[] = [
  { outcome: 'hard', label: msg({ message: 'Hard', context: 'recall rating' }) },
  { outcome: 'good', label: msg({ message: 'Good', context: 'recall rating' }) },
  { outcome: 'easy', label: msg({ message: 'Easy', context: 'recall rating' }) },
];

/**
 * After a right answer: Good is already recorded; Hard or Easy re-rates the same answer from the
 * card as it was before it, so changing one's mind never counts as a second review.
 */
export function RatingChoice({ item, before, at }: Props) {
  const [rating, setRating] = useState<Outcome>('good');

  return (
    <div role="group" aria-labelledby="rating-label" className="mt-4 flex flex-wrap items-center gap-2">
      <span id="rating-label" className="text-sm text-slate-700 dark:text-slate-200">
        {t`How was it to recall? (optional)`}
      </span>
      {CHOICES.map(({ outcome, label }) => (
        <button
          key={outcome}
          type="button"
          aria-pressed={rating === outcome}
          onClick={() => {
            void regradeAnswer(item.topicId, item.question.id, before, outcome, at);
            setRating(outcome);
          }}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-indigo-600 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-800 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:border-indigo-400 dark:aria-pressed:bg-indigo-950 dark:aria-pressed:text-indigo-200"
        >
          {i18n._(label)}
        </button>
      ))}
    </div>
  );
}
