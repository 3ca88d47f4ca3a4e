import { useCallback, useMemo } from 'react';
import { useBrowserStore } from './use-browser-store';
import { parseProgress, rawProgress, subscribeProgress, summarize } from '../record/progress-read';

/** The stored progress of one topic, live: every card and the score see each answer at once. */
export function useTopicProgress(topicId: number | string) {
  const snapshot = useCallback(() => rawProgress(topicId), [topicId]);
  const raw = useBrowserStore(subscribeProgress, snapshot, () => null);
  return useMemo(() => {
    const progress = parseProgress(raw);
    return { progress, ...summarize(progress) };
  }, [raw]);
}
