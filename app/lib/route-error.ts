import { data } from 'react-router';

/** The body every error we raise carries, so the error page can show our message. */
export type ErrorBody = { message: string; retryAfter?: number };

/**
 * Builds the value a loader or lazy route throws: React Router turns it into an
 * ErrorResponse, so the error page reads status and message the same way for
 * router errors, API errors and our own.
 */
export function routeError(status: number, statusText: string, message: string, retryAfter?: number) {
  return data<ErrorBody>(retryAfter === undefined ? { message } : { message, retryAfter }, { status, statusText });
}
