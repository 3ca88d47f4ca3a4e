/**
 * What app/lib/api.ts says when the quiz API fails, in English: tests and other screens compare
 * them, and the error page shows them translated (./error-message.ts). A module of its own, so the
 * entry's error page gets these words without the API client and its schemas.
 */
export const UNREACHABLE_MESSAGE = 'Could not reach the quiz API';
export const MALFORMED_MESSAGE = 'The quiz API sent data in an unexpected format';
/** An API error without a message or a status text (HTTP/2 has none). */
export const apiAnsweredMessage = (status: number) => `The quiz API answered ${status}`;
