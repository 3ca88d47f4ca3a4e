import { plural, t } from '@lingui/core/macro';
import { fetchTopic, fetchTopics } from '../lib/api';
import { rejudged } from '../record/first-try';
import { inSourceText } from '../record/source-options';
import { inPool, TOPIC_FETCHES_AT_ONCE } from '../lib/in-pool';
import { busyFor, retryWhenBusy } from '../lib/when-busy';
import type { ProgressFile } from './progress-file';

export type BankCheck = { ok: true; file: ProgressFile; leftOut: number } | { ok: false; message: string };

/**
 * A file's progress as the question bank has it: topics the API does not list, answers and cards of
 * questions (or options) it does not have are left out, each answer and its first try are judged against
 * today's correct answer, and a topic's count is the API's. So made-up ids can never count as answered on /topics or
 * /statistics (issue 21): what is stored came from the bank. Only the file's own topics are fetched,
 * a few at a time.
 */
export async function checkAgainstBank(file: ProgressFile): Promise<BankCheck> {
  try {
    const known = new Set((await retryWhenBusy(() => fetchTopics())).map((topic) => String(topic.id)));
    const ids = [...new Set([...Object.keys(file.topics), ...Object.keys(file.cards)])].filter((id) => known.has(id));
    const details = await inPool(ids, TOPIC_FETCHES_AT_ONCE, (id) => retryWhenBusy(() => fetchTopic(id)));
    const checked: ProgressFile = { ...file, topics: {}, cards: {} };
    details.forEach((detail, index) => {
      const id = ids[index]!;
      // A file keeps the source's option texts, whichever language this page asked the questions in.
      const questions = new Map(detail.questions.map((question) => [question.id, inSourceText(question)]));
      const own = file.topics[id];
      if (own) {
        const answers = Object.entries(own.answers).flatMap(([questionId, answer]) => {
          const question = questions.get(questionId);
          return question?.options.includes(answer.chosen)
            ? [
                [
                  questionId,
                  // The first try is what the score counts: judged again too, like the latest answer.
                  {
                    ...answer,
                    correct: answer.chosen === question.correctAnswer,
                    first: rejudged(answer.first, question),
                  },
                ] as const,
              ]
            : [];
        });
        checked.topics[id] = { total: detail.questions.length, answers: Object.fromEntries(answers) };
      }
      const cards = Object.entries(file.cards[id] ?? {}).filter(([questionId]) => questions.has(questionId));
      if (cards.length > 0) checked.cards[id] = Object.fromEntries(cards);
    });
    return { ok: true, file: checked, leftOut: answerCount(file) - answerCount(checked) };
  } catch (error) {
    const seconds = busyFor(error);
    return {
      ok: false,
      message:
        seconds === undefined
          ? t`Its questions could not be checked against the question bank (the quiz API could not be reached). Try again once you are online.`
          : plural(seconds, {
              one: 'Its questions could not be checked against the question bank: the quiz API asks to wait. Try again in # second.',
              other:
                'Its questions could not be checked against the question bank: the quiz API asks to wait. Try again in # seconds.',
            }),
    };
  }
}

export const answerCount = (file: ProgressFile) =>
  Object.values(file.topics).reduce((sum, topic) => sum + Object.keys(topic.answers).length, 0);
