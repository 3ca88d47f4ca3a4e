import '../lib/zod-config';
import { type QuestionFigures, topicFiguresSchema } from '../../contract/feedback';
import { envelopeSchema } from '../../contract/quiz';
import { API_BASE } from '../lib/api-url';
import { readSharing } from './sharing';

const responseSchema = envelopeSchema(topicFiguresSchema);
/** One request per topic and page: the server reads them again at most once a minute anyway. */
const topics = new Map<string, Promise<Map<string, QuestionFigures>>>();

/**
 * How learners answered a topic's questions, fetched after the first answer on it, never before
 * first paint; an empty map when it cannot be had (offline, an older server) or sharing is off (the
 * request would tell the server when this browser answers).
 */
export function topicFigures(topicId: string, send: typeof fetch = fetch): Promise<Map<string, QuestionFigures>> {
  if (!readSharing()) return Promise.resolve(new Map());
  let figures = topics.get(topicId);
  if (!figures) {
    figures = send(`${API_BASE}/api/answers/${encodeURIComponent(topicId)}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`figures: ${response.status}`);
        const { data } = responseSchema.parse(await response.json());
        return new Map(data.questions.map((q) => [q.id, q]));
      })
      .catch(() => {
        topics.delete(topicId); // tried again on a later answer
        return new Map<string, QuestionFigures>();
      });
    topics.set(topicId, figures);
  }
  return figures;
}
