/** Feedback waiting to be sent (app/feedback/outbox.ts); read at start-up without loading the outbox. */
export const OUTBOX_KEY = 'quiz-dojo:feedback-outbox:v1';

/** Whether feedback from an earlier visit waits: cheap enough to ask on every start. */
export function feedbackWaiting(): boolean {
  try {
    return localStorage.getItem(OUTBOX_KEY) !== null;
  } catch {
    return false;
  }
}
