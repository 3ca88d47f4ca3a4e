import { useCallback, useMemo, useRef } from 'react';
import { useBrowserStore } from './use-browser-store';
import { readProgress, subscribeProgress, summarize } from '../record/progress-read';
import type { TopicProgress } from '../record/record-views';

/** Answered and correct per topic id, live, with no topic detail calls. */
export function useProgressByTopic(topicIds: readonly number[]) {
  // One topic's view stays the same object until it changes; the list is kept while none does.
  const last = useRef<TopicProgress[]>([]);
  const snapshot = useCallback(() => {
    const now = topicIds.map((id) => readProgress(id));
    const same = now.length === last.current.length && now.every((progress, index) => progress === last.current[index]);
    if (!same) last.current = now;
    return last.current;
  }, [topicIds]);
  const progress = useBrowserStore(subscribeProgress, snapshot, () => NONE);
  return useMemo(
    () => new Map(topicIds.map((id, index) => [id, summarize(progress[index] ?? EMPTY)])),
    [progress, topicIds],
  );
}

const NONE: TopicProgress[] = [];
const EMPTY: TopicProgress = { total: 0, answers: {} };
