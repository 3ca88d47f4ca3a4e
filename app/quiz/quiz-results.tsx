import { t } from '@lingui/core/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatDuration } from './countdown';
import { isRight, mistakes, score, type Round } from './round';
import { ResultItem } from './result-item';
import { RoundProgress } from './round-progress';

type Props = {
  round: Round;
  onRetryMistakes: () => void;
  onNewRound: () => void;
  onSettings: () => void;
  /** New questions are on their way. */
  loading: boolean;
  /** More actions beside these, composed by the route (the download menu). */
  actions?: ReactNode;
};

const BUTTON =
  'rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

export function QuizResults({ round, onRetryMistakes, onNewRound, onSettings, loading, actions }: Props) {
  const { right, total, unanswered, tookMs } = score(round);
  const missed = mistakes(round).length;
  const took = formatDuration(tookMs);
  const heading = useRef<HTMLHeadingElement>(null);
  // The question just answered is gone: the results open at the top of the page (focus alone scrolled
  // the heading to the window's edge, under the sticky header), and take focus for a screen reader.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section aria-labelledby="quiz-results" className="mt-6">
      <h2
        id="quiz-results"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 dark:text-slate-50"
      >
        {t`Results`}
      </h2>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900">
        {round.timeUp && (
          <p className="font-semibold text-amber-800 dark:text-amber-300">
            {unanswered > 0 ? t`Time is up: ${unanswered} not answered.` : t`Time is up.`}
          </p>
        )}
        <p className="text-3xl font-bold text-slate-900 dark:text-slate-50">{t`${right} of ${total} correct`}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t`Time taken: ${took}`}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          {missed > 0 && (
            <button
              type="button"
              onClick={onRetryMistakes}
              className="rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800"
            >
              {t`Retry mistakes`}
            </button>
          )}
          <button type="button" onClick={onNewRound} disabled={loading} className={BUTTON}>
            {loading ? t`Loading questions…` : t`New questions`}
          </button>
          <button type="button" onClick={onSettings} className={BUTTON}>
            {t`Change settings`}
          </button>
          {actions}
        </div>
      </div>
      <ol className="mt-6 flex flex-col gap-4">
        {round.items.map((item, index) => (
          <ResultItem
            key={`${item.topicId}:${item.question.id}`}
            item={item}
            number={index + 1}
            given={round.answers[index] ?? null}
            right={isRight(round, index)}
          />
        ))}
      </ol>
      <RoundProgress items={round.items} />
    </section>
  );
}
