import { useEffect, useState } from 'react';
import type { Question } from '../../contract/quiz';
import { CodeText } from '../components/code-text';
import type { FiguresSummary } from './figures-text';

/**
 * "How others answered", once this learner has answered: fetched after the answer (the topic page
 * loads nothing more before first paint), shown once at least 20 learners answered the question.
 */
export function AnswerFigures({
  question,
  chosen,
  topicId,
}: {
  question: Question;
  chosen: string;
  topicId: string | null;
}) {
  const [summary, setSummary] = useState<FiguresSummary | null>(null);

  useEffect(() => {
    if (topicId === null) return;
    let current = true;
    void Promise.all([import('./figures-store'), import('./figures-text')]).then(async ([store, text]) => {
      const figures = await store.topicFigures(topicId);
      if (current)
        setSummary(text.summarizeFigures(figures.get(question.id), question.options, question.correctAnswer, chosen));
    });
    return () => {
      current = false;
    };
  }, [topicId, question, chosen]);

  if (!summary) return null;
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  return (
    <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
      How others answered: {percent(summary.chosenShare)} of {summary.learners} learners chose this answer.
      {summary.mostMissed && (
        <>
          {' '}
          {summary.chosenRight ? 'Most common wrong answer' : 'Most common other wrong answer'}:{' '}
          <CodeText text={summary.mostMissed.option} /> ({percent(summary.mostMissed.share)}).
        </>
      )}
    </p>
  );
}
