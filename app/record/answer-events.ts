type AnswerListener = (questionId: string, chosen: string) => void;
const listeners = new Set<AnswerListener>();

/**
 * Calls `listener` with each answer that rates a card, once it is stored. The record knows nothing
 * of what is done with an answer elsewhere (app/main.tsx shares it anonymously). A module of its
 * own, so the entry can listen without loading the stores.
 */
export function onAnswerSaved(listener: AnswerListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function answerSaved(questionId: string, chosen: string) {
  for (const listener of listeners) listener(questionId, chosen);
}
