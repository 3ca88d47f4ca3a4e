import { startRecord } from '../record/start-record';

/** Tests of /statistics: two answers in topic 7 (one right) and the given days of activity, as stored. */
export async function storeRecord(days: Record<string, { answered: number; correct: number }>) {
  localStorage.setItem(
    'quiz-dojo:progress:v3:7',
    JSON.stringify({
      total: 4,
      answers: {
        a: { chosen: 'x', correct: true, at: 0, first: { chosen: 'x', correct: true, at: 0 } },
        b: { chosen: 'y', correct: false, at: 0, first: { chosen: 'y', correct: false, at: 0 } },
      },
    }),
  );
  localStorage.setItem('quiz-dojo:activity:v1', JSON.stringify({ days }));
  await startRecord();
}
