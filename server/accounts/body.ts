import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorEnvelope } from '../api/envelope.js';

/**
 * A request body checked against its contract schema; undefined after answering 400 with the first
 * problem, where it is and how to fix it.
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  request: FastifyRequest,
  reply: FastifyReply,
): z.output<T> | undefined {
  const parsed = schema.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  reply.code(400).send(errorEnvelope(`Invalid request body${where}: ${issue.message}`));
  return undefined;
}
