import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TopicSummary } from '../../contract/quiz';
import { saveAnswer } from '../record/progress-store';
import { recordedAnswer } from '../record/source-options';
import { loadErrorMessage, loadRound } from './load-round';
import { answer, mistakes, next, startRound, timeUp, type Round } from './round';
import { reshuffle, type PoolTopic } from './select';
import type { QuizSettings } from './settings';

/**
 * The rounds of a quick quiz on one screen. `attempt` changes with every round, for keys. Every
 * answer is saved as the topic page saves it, so it counts toward the topic's progress.
 */
export function useQuizRound(
  settings: QuizSettings,
  topics: readonly TopicSummary[],
  /** The topics' questions the settings screen already has, so Start does not fetch them again. */
  known?: readonly PoolTopic[] | null,
) {
  const [round, setRound] = useState<Round | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loads = useRef<AbortController | null>(null);
  useEffect(() => () => loads.current?.abort(), []);

  const begin = (items: Round['items'], timed: boolean) => {
    setRound(startRound(items, timed, Date.now()));
    setAttempt((value) => value + 1);
  };

  const start = () => {
    loads.current?.abort();
    const controller = (loads.current = new AbortController());
    setLoading(true);
    setError(null);
    loadRound(settings, topics, controller.signal, known).then(
      (items) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        if (items.length > 0) return begin(items, settings.timed);
        setRound(null);
        setError(t`No questions were found for these settings`);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        // Back to the settings, where the error is shown beside Start quiz.
        setRound(null);
        setError(loadErrorMessage(reason));
      },
    );
  };

  const choose = (option: string) => {
    if (!round || round.endedAt !== undefined || round.answers[round.index] !== null) return;
    const { topicId, topicTotal, question } = round.items[round.index]!;
    saveAnswer(topicId, topicTotal, question.id, recordedAnswer(question, option));
    setRound(answer(round, option));
  };

  return {
    round,
    attempt,
    loading,
    error,
    start,
    choose,
    next: () => setRound((current) => current && next(current, Date.now())),
    // Stable, so the timer does not restart when the screen renders again.
    timeUp: useCallback(() => setRound((current) => current && timeUp(current)), []),
    retryMistakes: () => round && begin(reshuffle(mistakes(round)), round.deadline !== undefined),
    toSettings: () => setRound(null),
  };
}
