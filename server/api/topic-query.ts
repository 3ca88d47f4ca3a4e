import { matchesSelection } from '../../contract/export/selection.js';
import { echo } from '../http/echo.js';
import { type FullQuestion, type TopicQuery, topicQuerySchema } from '../../contract/quiz.js';

export type ParsedQuery = { filter?: TopicQuery } | { error: string };

const NO_FILTER: ParsedQuery = {};
const KEYS = ['difficulty', 'tag', 'limit'] as const;

/**
 * The optional difficulty/tag/limit of GET /api/quiz/{id}. A request without a query string costs
 * one empty loop, so the answer from memory stays as fast as before (docs/decisions/0003). Unknown
 * parameters are ignored, as they always were (cache busters such as `?v=2` keep working).
 */
export function parseTopicQuery(raw: unknown): ParsedQuery {
  const query = raw as Record<string, unknown>;
  let present = false;
  for (const key of KEYS) if (query[key] !== undefined) present = true;
  if (!present) return NO_FILTER;
  const parsed = topicQuerySchema.safeParse(query);
  if (parsed.success) return { filter: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0]);
    return `${issue.message} (got ${echo(query[key])})`;
  });
  return { error: `Invalid query: ${problems.join('; ')}` };
}

export function filterQuestions(questions: FullQuestion[], filter: TopicQuery): FullQuestion[] {
  const matching = questions.filter((question) => matchesSelection(question, filter));
  return filter.limit === undefined ? matching : matching.slice(0, filter.limit);
}

/** A stable cache key for one filter. */
export function filterKey(filter: TopicQuery): string {
  return `${filter.difficulty ?? ''}|${filter.tag ?? ''}|${filter.limit ?? ''}`;
}
