/** A review card's ratings, lightest first; apart from the scheduler, so the merge loads no FSRS. */
export const OUTCOMES = ['again', 'hard', 'good', 'easy'] as const;
export type Outcome = (typeof OUTCOMES)[number];
