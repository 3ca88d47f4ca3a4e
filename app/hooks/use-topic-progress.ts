import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { parseProgress, rawProgress, subscribeProgress, summarize } from '../lib/progress-store';

/** The stored progress of one topic, live: every card and the score see each answer at once. */
export function useTopicProgress(topicId: number | string) {
  const snapshot = useCallback(() => rawProgress(topicId), [topicId]);
  const raw = useSyncExternalStore(subscribeProgress, snapshot, () => null);
  return useMemo(() => {
    const progress = parseProgress(raw);
    return { progress, ...summarize(progress) };
  }, [raw]);
}
