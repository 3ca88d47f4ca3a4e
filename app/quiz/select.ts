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
  topics: readonly { id: number; name: string; questions: readonly Question[]; take: number }[],
  random: () => number = Math.random,
): QuizItem[] {
  const items = topics.flatMap((topic) =>
    shuffle(topic.questions, random)
      .slice(0, topic.take)
      .map((question) => ({
        topicId: topic.id,
        topicName: topic.name,
        topicTotal: topic.questions.length,
        question,
      })),
  );
  return reshuffle(items, random);
}

/** The same questions in a new order, with their options shuffled again: a retry is not a replay. */
export function reshuffle(items: readonly QuizItem[], random: () => number = Math.random): QuizItem[] {
  return shuffle(items, random).map((item) => ({
    ...item,
    question: { ...item.question, options: shuffle(item.question.options, random) },
  }));
}
