import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { apiAnsweredMessage, MALFORMED_MESSAGE, UNREACHABLE_MESSAGE } from './api-messages';
import { CHUNK_FAILED_MESSAGE } from './chunk-loader';

/**
 * The app's own error texts stay English where they are made (tests and other modules compare
 * them); the error page shows them in the page's language. Descriptors, made before a locale is active.
 */
const OWN: Record<string, MessageDescriptor> = {
  [UNREACHABLE_MESSAGE]: msg`Could not reach the quiz API`,
  [MALFORMED_MESSAGE]: msg`The quiz API sent data in an unexpected format`,
  [CHUNK_FAILED_MESSAGE]: msg`Loading chunk failed`,
};

/**
 * The HTTP status texts shown as the message: the router's (404, 405), and a proxy's answer without a
 * body (the quiz API words its own errors). Only these, since every message weighs on the landing page.
 */
const STATUS_TEXTS: Record<string, MessageDescriptor> = {
  'Not Found': msg`Not Found`,
  'Method Not Allowed': msg`Method Not Allowed`,
  'Too Many Requests': msg`Too Many Requests`,
  'Internal Server Error': msg`Internal Server Error`,
  'Bad Gateway': msg`Bad Gateway`,
  'Service Unavailable': msg`Service Unavailable`,
  'Gateway Timeout': msg`Gateway Timeout`,
};

/** `message` in the page's language when it is one of the app's own; a server's own words as they came. */
export function shownErrorMessage(status: number, message: string): string {
  const known = Object.hasOwn(OWN, message)
    ? OWN[message]
    : Object.hasOwn(STATUS_TEXTS, message) && STATUS_TEXTS[message];
  if (known) return i18n._(known);
  return message === apiAnsweredMessage(status) ? t`The quiz API answered ${status}` : message;
}
