import { CONTENT_LICENSE } from '../../contract/license.js';
import type { Envelope } from '../../contract/quiz.js';

export function okEnvelope<T>(message: string, data: T): Envelope<T> {
  return { status: true, message, data };
}

/** A quiz answer carries its questions' licence, so a copy of it says on what terms it may be reused. */
export function licensedEnvelope<T>(message: string, data: T) {
  return { ...okEnvelope(message, data), license: CONTENT_LICENSE };
}

export function errorEnvelope(message: string): Envelope<null> {
  return { status: false, message, data: null };
}

/** The response schema of every JSON route: the envelope, whatever the payload. */
export const envelopeResponseSchema = {
  type: 'object',
  properties: { status: { type: 'boolean' }, message: { type: 'string' }, data: {} },
  required: ['status', 'message', 'data'],
} as const;
