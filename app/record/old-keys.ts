/** The localStorage keys of the stores before the learner's record (docs/progress-format.md), read only to carry them over. */
export const CARDS_KEY = 'quiz-dojo:cards:v1';
export const ACTIVITY_KEY = 'quiz-dojo:activity:v1';
export const SYNC_KEY = 'quiz-dojo:sync:v1';
