import { useEffect, useState } from 'react';
import type { TopicSummary } from '../../contract/quiz';
import { loadErrorMessage, loadPool } from './load-round';
import type { PoolTopic } from './select';
import type { QuizSettings } from './settings';

type Pool = { pool: PoolTopic[] | null; error: string | null };
const NONE: Pool = { pool: null, error: null };

/**
 * The questions the filters choose among, fetched while the settings are on screen: one topic's, for
 * its tags and how many match, or every topic's once a difficulty is set for all of them. `pool` is
 * null until they arrive, and when nothing needs them (all topics, no difficulty).
 */
export function useSelectionPool(settings: QuizSettings, topics: readonly TopicSummary[]): Pool {
  const topic = settings.topic !== 'all' || settings.difficulty !== undefined ? settings.topic : null;
  const [state, setState] = useState<Pool & { topic: QuizSettings['topic'] | null }>({ ...NONE, topic: null });

  useEffect(() => {
    if (topic === null) return;
    const controller = new AbortController();
    loadPool(topic, topics, controller.signal).then(
      (pool) => setState({ topic, pool, error: null }),
      (reason: unknown) => {
        if (!controller.signal.aborted) setState({ topic, pool: null, error: loadErrorMessage(reason) });
      },
    );
    return () => controller.abort();
  }, [topic, topics]);

  // A pool of the topic chosen before is no answer for this one.
  return topic !== null && state.topic === topic ? state : NONE;
}
