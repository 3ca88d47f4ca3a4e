import { useState } from 'react';

/**
 * One question's own state: whether its answer is revealed, only for this visit. The chosen option
 * lives in the progress store, so it survives a reload.
 */
export function useQuestion() {
  const [revealed, setRevealed] = useState(false);

  return {
    revealed,
    toggleRevealed: () => setRevealed((value) => !value),
  };
}
