import { useState } from 'react';

/**
 * One question's own state. The chosen option lives in the progress store, so it survives a
 * reload; whether the answer is revealed is only for this visit.
 */
export function useQuestion(correctAnswer: string, chosen: string | null) {
  const [revealed, setRevealed] = useState(false);

  return {
    isCorrect: chosen === correctAnswer,
    revealed,
    toggleRevealed: () => setRevealed((value) => !value),
  };
}
