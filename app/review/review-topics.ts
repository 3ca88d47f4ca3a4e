import type { TopicDetail, TopicSummary } from '../../contract/quiz';
import { fetchFreshTopics, fetchTopic, fetchTopics, UNREACHABLE_MESSAGE } from '../lib/api';
import { notSavedKind } from '../lib/worker-messages';
import { inPool, TOPIC_FETCHES_AT_ONCE } from '../lib/in-pool';
import { retryWhenBusy } from '../lib/when-busy';
import { cardList, dropTopicCards, syncCards } from '../record/card-store';
import { dueEntries, ROUND_SIZE } from './round';

/**
 * The topics the next round needs, their cards brought in line with them first, so removed questions
 * never reach it. The topic list comes first: cards of topics it does not have (gone, or made up in a
 * crafted file) are left out of the round without a request each. They are dropped only when the
 * API's own list lacks them too: the offline worker may answer with a list kept from before a topic
 * was added, and offline nothing is dropped. Then only the topics of the ROUND_SIZE most
 * overdue cards are fetched, a few at a time; a topic that turns out gone, or cards dropped for
 * removed questions, let the next cards in, whose topics are fetched in turn. Each pass fetches
 * topics not fetched before, so there are at most as many passes as the list has topics.
 * A topic that cannot be had now (offline and not saved on this device, or the API unreachable) is
 * named in `missing`: its cards wait, and the round goes on with the others (issue 32).
 * A 429 is waited out once (app/lib/when-busy.ts); any other failure is thrown and no card changes.
 */
export async function loadReviewTopics(now: Date, signal?: AbortSignal): Promise<ReviewTopics> {
  const listed = await retryWhenBusy(() => fetchTopics(signal), signal);
  const known = new Set(listed.map((topic) => String(topic.id)));
  if (cardList().some(({ topicId }) => !known.has(topicId))) await dropUnlisted(known, signal);

  const topics: Record<string, TopicDetail> = {};
  const gone = new Set<string>();
  const missing = new Set<string>();
  for (;;) {
    const listedCards = cardList().filter(({ topicId }) => known.has(topicId));
    const round = dueEntries(listedCards, now.getTime()).slice(0, ROUND_SIZE);
    const wanted = [...new Set(round.map((entry) => entry.topicId))].filter(
      (id) => !(id in topics) && !gone.has(id) && !missing.has(id),
    );
    if (wanted.length === 0) return { topics, missing: listed.filter((topic) => missing.has(String(topic.id))) };
    const fetched = await inPool(wanted, TOPIC_FETCHES_AT_ONCE, (id) =>
      retryWhenBusy(() => fetchTopic(id, signal), signal).then(
        (topic) => ({ id, topic }),
        (error: unknown) => {
          if (isGone(error)) return { id, topic: null };
          if (signal?.aborted || !isOutOfReach(error)) throw error;
          return { id, topic: undefined };
        },
      ),
    );
    for (const { id, topic } of fetched) {
      if (topic) {
        syncCards(id, topic.questions, now);
        topics[id] = topic;
      } else if (topic === undefined) missing.add(id);
      else gone.add(id);
    }
    dropTopicCards(gone);
  }
}

/** Adds the API's own list to `known`, then drops the cards of topics it lacks; unreachable, drops none. */
async function dropUnlisted(known: Set<string>, signal?: AbortSignal) {
  const fresh = await fetchFreshTopics(signal).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return undefined;
  });
  if (!fresh) return;
  for (const topic of fresh) known.add(String(topic.id));
  dropTopicCards(cardList().flatMap(({ topicId }) => (known.has(topicId) ? [] : [topicId])));
}

/** What a round has to show, and the topics whose due cards it cannot show now (none are dropped). */
export type ReviewTopics = { topics: Record<string, TopicDetail>; missing: TopicSummary[] };

/** The worker's "not saved" answer offline, or no answer at all: the topic exists but is out of reach. */
function isOutOfReach(error: unknown): boolean {
  const { init, data } = (error ?? {}) as { init?: { status?: number }; data?: { message?: unknown } };
  const message = typeof data?.message === 'string' ? data.message : '';
  return (
    notSavedKind(init?.status ?? 0, message) === 'topic' || (init?.status === 503 && message === UNREACHABLE_MESSAGE)
  );
}

/** The API's 404 (no such topic) or 400 (not a topic id): the topic is gone for good. */
function isGone(error: unknown): boolean {
  const status = (error as { init?: { status?: number } } | null)?.init?.status;
  return status === 404 || status === 400;
}
