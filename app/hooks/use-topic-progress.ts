import { useCallback, useMemo } from 'react';
import { useBrowserStore } from './use-browser-store';
import { readProgress, subscribeProgress, summarize } from '../record/progress-read';

const NONE = { total: 0, answers: {} };

/** The stored progress of one topic, live: every card and the score see each answer at once. */
export function useTopicProgress(topicId: number | string) {
  // The record's view of a topic stays the same object until the topic changes: a stable snapshot.
  const snapshot = useCallback(() => readProgress(topicId), [topicId]);
  const progress = useBrowserStore(subscribeProgress, snapshot, () => NONE);
  return useMemo(() => ({ progress, ...summarize(progress) }), [progress]);
}
