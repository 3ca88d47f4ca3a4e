import { describe, expect, it } from 'vitest';
import { saveAnswer } from '../record/progress-store';
import { dueRefs, mistakeRefs } from './learner-sets';

const DAY = 86_400_000;

describe("the learner's sets", () => {
  it('mistakes are the questions whose latest answer was wrong, across topics', async () => {
    await saveAnswer(7, 3, 'react:one', { chosen: 'b', correct: false });
    await saveAnswer(7, 3, 'react:two', { chosen: 'a', correct: true });
    // Wrong first, right since: no longer a mistake.
    await saveAnswer(7, 3, 'react:three', { chosen: 'b', correct: false });
    await saveAnswer(7, 3, 'react:three', { chosen: 'a', correct: true });
    // Right first, wrong since: a mistake now.
    await saveAnswer(12, 2, 'git:rebase', { chosen: 'a', correct: true });
    await saveAnswer(12, 2, 'git:rebase', { chosen: 'c', correct: false });

    expect(mistakeRefs()).toEqual([
      { topicId: '7', questionId: 'react:one' },
      { topicId: '12', questionId: 'git:rebase' },
    ]);
  });

  it('due is the cards due at the time asked, the most overdue first', async () => {
    const before = Date.now();
    await saveAnswer(7, 3, 'react:one', { chosen: 'b', correct: false });
    await saveAnswer(7, 3, 'react:two', { chosen: 'a', correct: true });

    expect(dueRefs(before - 1)).toEqual([]);
    // A wrong answer's card comes back sooner than a right one's.
    expect(dueRefs(Date.now() + 365 * DAY)).toEqual([
      { topicId: '7', questionId: 'react:one' },
      { topicId: '7', questionId: 'react:two' },
    ]);
    expect(dueRefs(Date.now() + DAY / 2)).toEqual([{ topicId: '7', questionId: 'react:one' }]);
  });

  it('a learner who answered nothing has no sets', () => {
    expect(mistakeRefs()).toEqual([]);
    expect(dueRefs(Date.now() + 365 * DAY)).toEqual([]);
  });
});
