import type { Envelope } from '../../contract/quiz.js';

export function okEnvelope<T>(message: string, data: T): Envelope<T> {
  return { status: true, message, data };
}

export function errorEnvelope(message: string): Envelope<null> {
  return { status: false, message, data: null };
}
