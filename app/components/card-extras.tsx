import { createContext, type ComponentType } from 'react';
import type { Question } from '../../contract/quiz';

/**
 * What a capability adds to a question card, handed down by the route that shows the card: the
 * card is a component, and components import no capability (README "Layout").
 */
export type CardExtras = {
  /** Beside the card's eye button: reporting a problem with the question. */
  Report?: ComponentType<{ questionId: string; questionLabel: string }>;
  /** Under an answered card: how others answered, for the questions of `topicId`. */
  Figures?: ComponentType<{ question: Question; chosen: string; topicId: string | null }>;
  /** The topic whose figures a card may show: set by the topic page; null elsewhere (no figures). */
  topicId: string | null;
};

export const CardExtras = createContext<CardExtras>({ topicId: null });
