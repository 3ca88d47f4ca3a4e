import { useMemo } from 'react';
import { useBrowserStore } from '../hooks/use-browser-store';
import { cardList, parseCards, type CardEntry } from '../record/card-store';
import { rawCards, subscribeCards } from '../record/cards-signal';

/**
 * Every review card, live (answers in this tab and others). None while the server renders or the
 * app takes its page over. For /statistics: `dueForecast(useReviewCards().map((e) => e.card), now, 14)`.
 */
export function useReviewCards(): CardEntry[] {
  const raw = useBrowserStore(subscribeCards, rawCards, () => null);
  return useMemo(() => cardList(parseCards(raw)), [raw]);
}
