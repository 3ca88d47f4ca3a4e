import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { ProgressMeter } from '../components/progress-meter';
import { QuizQuestion } from './quiz-question';
import { QuizTimer } from './quiz-timer';
import type { Round } from './round';

type Props = {
  round: Round;
  onAnswer: (option: string) => void;
  onNext: () => void;
  onTimeUp: () => void;
};

/**
 * A running round: where the learner is, the time left when timed, and the current question.
 * Mount it with a key per round, so a new round starts with a fresh timer and question state.
 */
export function QuizRun({ round, onAnswer, onNext, onTimeUp }: Props) {
  const { index, items } = round;
  const number = index + 1;
  const count = items.length;
  const heading = useRef<HTMLHeadingElement>(null);
  // Each question replaces the last, so focus starts at its count, read first by a screen reader.
  useEffect(() => heading.current?.focus(), [index]);

  return (
    <section aria-labelledby="quiz-count" className="mt-6">
      <div className="flex min-h-14 items-start justify-between gap-4">
        <h2
          id="quiz-count"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 dark:text-slate-50"
        >
          {t`Question ${number} of ${count}`}
        </h2>
        {round.deadline !== undefined && <QuizTimer deadline={round.deadline} onEnd={onTimeUp} />}
      </div>
      <div className="mt-2">
        <ProgressMeter
          label={t`Questions answered`}
          value={round.answers.filter((a) => a !== null).length}
          max={items.length}
        />
      </div>
      <QuizQuestion
        key={index}
        item={items[index]!}
        given={round.answers[index] ?? null}
        last={index + 1 === items.length}
        onAnswer={onAnswer}
        onNext={onNext}
      />
    </section>
  );
}
