import type { TopicSummary } from '../../contract/quiz';
import { fetchTopic } from '../lib/api';
import { sanitizeQuestionHtml } from '../lib/sanitize';
import { drawRound, planDraw, type QuizItem } from './select';
import type { QuizSettings } from './settings';

/**
 * Fetches the questions a round needs and draws it. For all topics the draw is planned from the
 * list's totals first, so only the topics that give a question are fetched (at most `count`).
 * DOMPurify is imported statically: this screen never comes from the server, and a dynamic import
 * here would pull Vite's preload helper, shared with the landing page, into a chunk of its own.
 */
export async function loadRound(
  settings: QuizSettings,
  topics: readonly TopicSummary[],
  signal?: AbortSignal,
): Promise<QuizItem[]> {
  const plan =
    settings.topic === 'all' ? planDraw(topics, settings.count) : new Map([[settings.topic, settings.count]]);
  const ids = [...plan.keys()];
  const details = await Promise.all(ids.map((id) => fetchTopic(String(id), signal)));
  return drawRound(
    details.map((detail, index) => ({
      id: ids[index]!,
      name: detail.name,
      take: plan.get(ids[index]!) ?? 0,
      // As the topic page's loader does: question HTML reaches no component unsanitized.
      questions: detail.questions.map((question) => ({
        ...question,
        question: sanitizeQuestionHtml(question.question),
      })),
    })),
  );
}

/** What a failed fetch says: our API's message when it sent one (see routeError). */
export function loadErrorMessage(error: unknown): string {
  const body = (error as { data?: { message?: unknown } } | null)?.data;
  return typeof body?.message === 'string' ? body.message : 'Could not load the questions';
}
