import { useState } from 'react';

/** One question's own state; each card holds its own, so questions never affect each other. */
export function useQuestion(correctAnswer: string) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);

  return {
    chosen,
    choose: setChosen,
    isCorrect: chosen === correctAnswer,
    revealed,
    toggleRevealed: () => setRevealed((value) => !value),
  };
}
