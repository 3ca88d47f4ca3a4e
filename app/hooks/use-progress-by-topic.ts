import { useCallback, useMemo } from 'react';
import { useBrowserStore } from './use-browser-store';
import { parseProgress, rawProgress, subscribeProgress, summarize } from '../record/progress-read';

// Joins the raw values into one string: a stable snapshot that changes only when a value does.
const SEPARATOR = '\u0000';

/** Answered and correct per topic id, live, with no topic detail calls. */
export function useProgressByTopic(topicIds: readonly number[]) {
  const snapshot = useCallback(() => topicIds.map((id) => rawProgress(id) ?? '').join(SEPARATOR), [topicIds]);
  const joined = useBrowserStore(subscribeProgress, snapshot, () => '');
  return useMemo(() => {
    const raws = joined.split(SEPARATOR);
    return new Map(topicIds.map((id, index) => [id, summarize(parseProgress(raws[index] || null))]));
  }, [joined, topicIds]);
}
