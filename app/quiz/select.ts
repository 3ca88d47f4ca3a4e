import { matchesSelection, type Selection } from '../../contract/export/selection';
import type { Question } from '../../contract/quiz';
import { shuffle } from '../record/review-modes';

/** One question of a round, with what saving its answer needs: its topic and the topic's size. */
export type QuizItem = { topicId: number; topicName: string; topicTotal: number; question: Question };

type TopicSize = { id: number; total: number };

/**
 * How many questions each topic gives to a round of `count`, drawn as if from one pile of every
 * question, so each question is equally likely. Only the topics drawn need their questions fetched.
 */
export function planDraw(topics: readonly TopicSize[], count: number, random: () => number = Math.random) {
  const pile = topics.flatMap((topic) => Array.from({ length: topic.total }, () => topic.id));
  const plan = new Map<number, number>();
  for (const id of shuffle(pile, random).slice(0, count)) plan.set(id, (plan.get(id) ?? 0) + 1);
  return plan;
}

/**
 * A round: `take` random questions of each topic, in a random order, with each question's options
 * shuffled too. Answers are checked by their text, so the order never matters.
 */
export function drawRound(
  topics: readonly { id: number; name: string; questions: readonly Question[]; take: number; total?: number }[],
  random: () => number = Math.random,
): QuizItem[] {
  const items = topics.flatMap((topic) =>
    shuffle(topic.questions, random)
      .slice(0, topic.take)
      .map((question) => ({
        topicId: topic.id,
        topicName: topic.name,
        // A selection draws from part of a topic; progress still counts against the whole.
        topicTotal: topic.total ?? topic.questions.length,
        question,
      })),
  );
  return reshuffle(items, random);
}

/** A topic with every question it has, as a selection draws from it. */
export type PoolTopic = { id: number; name: string; questions: readonly Question[] };

/** The questions of each topic that match `selection`, and the topic's own size. */
export const matchingPool = (pool: readonly PoolTopic[], selection: Selection) =>
  pool.map((topic) => ({
    ...topic,
    total: topic.questions.length,
    questions: topic.questions.filter((question) => matchesSelection(question, selection)),
  }));

/**
 * A round of `count` questions matching `selection`, drawn as evenly as `planDraw` draws; fewer when
 * fewer match.
 */
export function drawSelection(
  pool: readonly PoolTopic[],
  selection: Selection,
  count: number,
  random: () => number = Math.random,
): QuizItem[] {
  const matching = matchingPool(pool, selection);
  const plan = planDraw(
    matching.map((topic) => ({ id: topic.id, total: topic.questions.length })),
    count,
    random,
  );
  return drawRound(
    matching.map((topic) => ({ ...topic, take: plan.get(topic.id) ?? 0 })),
    random,
  );
}

/** The same questions in a new order, with their options shuffled again: a retry is not a replay. */
export function reshuffle(items: readonly QuizItem[], random: () => number = Math.random): QuizItem[] {
  return shuffle(items, random).map((item) => ({
    ...item,
    question: { ...item.question, options: shuffle(item.question.options, random) },
  }));
}
