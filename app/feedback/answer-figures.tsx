import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Question } from '../../contract/quiz';
import { CodeText } from '../components/code-text';
import { formatLocale } from '../i18n/page-path';
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
  const percent = new Intl.NumberFormat(formatLocale(), { style: 'percent' });
  const { learners, mostMissed } = summary;
  const share = percent.format(summary.chosenShare);
  const missedShare = mostMissed && percent.format(mostMissed.share);
  return (
    <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
      {plural(learners, {
        one: `How others answered: ${share} of # learner chose this answer.`,
        other: `How others answered: ${share} of # learners chose this answer.`,
      })}
      {mostMissed && (
        <>
          {' '}
          {summary.chosenRight ? (
            <Trans>
              Most common wrong answer: <CodeText text={mostMissed.option} /> ({missedShare}).
            </Trans>
          ) : (
            <Trans>
              Most common other wrong answer: <CodeText text={mostMissed.option} /> ({missedShare}).
            </Trans>
          )}
        </>
      )}
    </p>
  );
}
