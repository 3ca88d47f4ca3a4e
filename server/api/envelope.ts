import type { Envelope } from '../../contract/quiz.js';

export function okEnvelope<T>(message: string, data: T): Envelope<T> {
  return { status: true, message, data };
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
