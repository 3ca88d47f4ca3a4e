import type { ExportTopic } from '../../contract/export/export-topic';
import type { FullQuestion, Question, TopicDetail } from '../../contract/quiz';
import { pagePath } from '../i18n/page-path';
import { fetchTopic } from '../lib/api';
import { inPool, TOPIC_FETCHES_AT_ONCE } from '../lib/in-pool';

/**
 * The writers take every field our API sends; an API that is not ours may leave out the optional ones.
 * Such a question goes out as `medium` with no tags or explanation rather than not at all.
 */
const fullQuestion = (question: Question): FullQuestion => ({
  explanation: '',
  difficulty: 'medium',
  tags: [],
  ...question,
});

/** A question's API id is `<topic slug>:<question id>`: the slug names the file as the server does. */
const slugOf = (detail: TopicDetail, topicId: string) => detail.questions[0]?.id.split(':')[0] || `topic-${topicId}`;

/** A topic as the writers take it, from the API's answer (the page's, or the offline worker's kept copy). */
export function exportTopicOf(detail: TopicDetail, topicId: string): ExportTopic {
  return {
    slug: slugOf(detail, topicId),
    name: detail.name,
    source: `${location.origin}${pagePath(`/topic/${topicId}`)}`,
    questions: detail.questions.map(fullQuestion),
  };
}

/**
 * A topic's questions as the API sends them, not as a page shows them: the page's copy is sanitized
 * for the screen, which drops the language of its code. Offline, the worker answers with the copy it
 * kept when the topic was shown or saved.
 */
export const loadTopicExport = async (topicId: string) => exportTopicOf(await fetchTopic(topicId), topicId);

/** A set of questions from several topics; each question's id keeps its topic's slug. */
export function exportSetOf(slug: string, name: string, path: string, questions: readonly Question[]): ExportTopic {
  return { slug, name, source: `${location.origin}${pagePath(path)}`, questions: questions.map(fullQuestion) };
}

export type QuestionRef = { topicId: string; questionId: string };

/**
 * The questions of `refs`, in their order, from their topics as the API (or offline, the worker's kept
 * copy) gives them. A question its topic no longer has is left out; a topic out of reach fails the whole.
 */
export async function questionsOf(refs: readonly QuestionRef[]): Promise<Question[]> {
  const ids = [...new Set(refs.map((ref) => ref.topicId))];
  const details = await inPool(ids, TOPIC_FETCHES_AT_ONCE, (id) => fetchTopic(id));
  const byKey = new Map<string, Question>();
  details.forEach((detail, index) => {
    for (const question of detail.questions) byKey.set(`${ids[index]}/${question.id}`, question);
  });
  return refs.flatMap((ref) => byKey.get(`${ref.topicId}/${ref.questionId}`) ?? []);
}
