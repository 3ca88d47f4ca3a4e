import { useMemo } from 'react';
import { useBrowserStore } from '../hooks/use-browser-store';
import { cardsByTopic, type CardsByTopic } from '../record/record-views';
import { subscribeCards } from '../record/cards-signal';
import type { CardEntry } from '../record/card-store';

const NONE: CardsByTopic = {};

/**
 * Every review card, live (answers in this tab and others). None while the server renders or the
 * app takes its page over. For /statistics: `dueForecast(useReviewCards().map((e) => e.card), now, 14)`.
 */
export function useReviewCards(): CardEntry[] {
  const cards = useBrowserStore(subscribeCards, cardsByTopic, () => NONE);
  return useMemo(
    () =>
      Object.entries(cards).flatMap(([topicId, topic]) =>
        Object.entries(topic).map(([questionId, card]) => ({ topicId, questionId, card })),
      ),
    [cards],
  );
}
