import { t } from '@lingui/core/macro';
import { isFiltered } from '../../contract/export/selection';
import type { Question, TopicSummary } from '../../contract/quiz';
import { fetchTopic } from '../lib/api';
import { inPool, TOPIC_FETCHES_AT_ONCE } from '../lib/in-pool';
import { sanitizeQuestionHtml } from '../lib/sanitize';
import { drawRound, drawSelection, planDraw, type PoolTopic, type QuizItem } from './select';
import type { QuizSettings } from './settings';

// As the topic page's loader does: question HTML reaches no component unsanitized.
const sanitized = (questions: readonly Question[]) =>
  questions.map((question) => ({ ...question, question: sanitizeQuestionHtml(question.question) }));

/**
 * Fetches the questions a round needs and draws it. For all topics the draw is planned from the
 * list's totals first, so only the topics that give a question are fetched (at most `count`); a
 * selection needs every question of its topics to know which match.
 * DOMPurify is imported statically: this screen never comes from the server, and a dynamic import
 * here would pull Vite's preload helper, shared with the landing page, into a chunk of its own.
 */
export async function loadRound(
  settings: QuizSettings,
  topics: readonly TopicSummary[],
  signal?: AbortSignal,
  known?: readonly PoolTopic[] | null,
): Promise<QuizItem[]> {
  if (isFiltered(settings)) {
    const pool = await loadPool(settings.topic, topics, signal, known);
    return drawSelection(
      pool.map((topic) => ({ ...topic, questions: sanitized(topic.questions) })),
      settings,
      settings.count,
    );
  }
  const plan =
    settings.topic === 'all' ? planDraw(topics, settings.count) : new Map([[settings.topic, settings.count]]);
  const ids = [...plan.keys()];
  const details = await Promise.all(ids.map((id) => detailOf(id, signal, known)));
  return drawRound(
    details.map((detail, index) => ({
      id: ids[index]!,
      name: detail.name,
      take: plan.get(ids[index]!) ?? 0,
      questions: sanitized(detail.questions),
    })),
  );
}

/**
 * Every question of the topics a selection draws from: the chosen one, or all of them. The same
 * addresses as the topic pages, so the offline worker's kept copies answer too.
 */
export async function loadPool(
  topic: QuizSettings['topic'],
  topics: readonly TopicSummary[],
  signal?: AbortSignal,
  known?: readonly PoolTopic[] | null,
): Promise<PoolTopic[]> {
  const ids = topic === 'all' ? topics.map((summary) => summary.id) : [topic];
  const details = await inPool(ids, TOPIC_FETCHES_AT_ONCE, (id) => detailOf(id, signal, known));
  return details.map((detail, index) => ({ id: ids[index]!, name: detail.name, questions: detail.questions }));
}

/** A topic's questions: those the settings screen already fetched (`known`), or fetched now. */
function detailOf(
  id: number,
  signal?: AbortSignal,
  known?: readonly PoolTopic[] | null,
): Promise<{ name: string; questions: readonly Question[] }> {
  const kept = known?.find((topic) => topic.id === id);
  return kept ? Promise.resolve(kept) : fetchTopic(String(id), signal);
}

/** What a failed fetch says: our API's message when it sent one (see routeError). */
export function loadErrorMessage(error: unknown): string {
  const body = (error as { data?: { message?: unknown } } | null)?.data;
  return typeof body?.message === 'string' ? body.message : t`Could not load the questions`;
}
