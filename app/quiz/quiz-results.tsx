import { useEffect, useRef } from 'react';
import { CodeText } from '../components/code-text';
import { QuestionText } from '../components/question-text';
import { ReportButton } from '../feedback/report-button';
import { formatDuration } from './countdown';
import { isRight, mistakes, score, type Round } from './round';
import { RoundProgress } from './round-progress';

type Props = {
  round: Round;
  onRetryMistakes: () => void;
  onNewRound: () => void;
  onSettings: () => void;
  /** New questions are on their way. */
  loading: boolean;
};

const BUTTON =
  'rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
const LABEL = 'font-semibold text-slate-900 dark:text-slate-50';

export function QuizResults({ round, onRetryMistakes, onNewRound, onSettings, loading }: Props) {
  const { right, total, unanswered, tookMs } = score(round);
  const missed = mistakes(round).length;
  const heading = useRef<HTMLHeadingElement>(null);
  // The question just answered is gone: the results take focus, and a screen reader starts there.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="quiz-results" className="mt-6">
      <h2
        id="quiz-results"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 dark:text-slate-50"
      >
        Results
      </h2>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900">
        {round.timeUp && (
          <p className="font-semibold text-amber-800 dark:text-amber-300">
            Time is up{unanswered > 0 ? `: ${unanswered} not answered` : ''}.
          </p>
        )}
        <p className="text-3xl font-bold text-slate-900 dark:text-slate-50">
          {right} of {total} correct
        </p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">Time taken: {formatDuration(tookMs)}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          {missed > 0 && (
            <button
              type="button"
              onClick={onRetryMistakes}
              className="rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800"
            >
              Retry mistakes
            </button>
          )}
          <button type="button" onClick={onNewRound} disabled={loading} className={BUTTON}>
            {loading ? 'Loading questions…' : 'New questions'}
          </button>
          <button type="button" onClick={onSettings} className={BUTTON}>
            Change settings
          </button>
        </div>
      </div>
      <ol className="mt-6 flex flex-col gap-4">
        {round.items.map((item, index) => {
          const given = round.answers[index] ?? null;
          const ok = isRight(round, index);
          return (
            <li
              key={`${item.topicId}:${item.question.id}`}
              className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
            >
              <div className="flex items-start justify-between gap-3">
                <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
                  Question {index + 1} · {item.topicName} ·{' '}
                  <span className={ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-rose-700 dark:text-rose-300'}>
                    {ok ? 'Right' : given === null ? 'Not answered' : 'Wrong'}
                  </span>
                </p>
                <ReportButton questionId={item.question.id} questionLabel={`Question ${index + 1}`} />
              </div>
              <div className="mt-2 text-slate-900 dark:text-slate-100">
                <QuestionText html={item.question.question} />
              </div>
              <dl className="mt-3 grid gap-1 text-sm">
                <div>
                  <dt className={`${LABEL} inline`}>Your answer:</dt>{' '}
                  <dd className="inline">{given === null ? 'none' : <CodeText text={given} />}</dd>
                </div>
                <div>
                  <dt className={`${LABEL} inline`}>Correct answer:</dt>{' '}
                  <dd className="inline">
                    <CodeText text={item.question.correctAnswer} />
                  </dd>
                </div>
                {item.question.explanation && (
                  <div>
                    <dt className={`${LABEL} inline`}>Explanation:</dt>{' '}
                    <dd className="inline leading-relaxed">
                      <CodeText text={item.question.explanation} />
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ol>
      <RoundProgress items={round.items} />
    </section>
  );
}
