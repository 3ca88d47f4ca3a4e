import { describe, expect, it } from 'vitest';
import { answerBatchSchema, reportSchema, shares } from './feedback.js';

const question = 'javascript:typeof-null';

describe('the feedback contract', () => {
  it('takes a report with a reason and a plain-text comment, trimmed, newlines kept', () => {
    const parsed = reportSchema.parse({ questionId: question, reason: 'unclear', comment: ' <b>a</b>\r\nb ' });
    expect(parsed.comment).toBe('<b>a</b>\nb');
  });

  it('refuses control characters, lone surrogates, long comments and unknown reasons', () => {
    for (const comment of ['\u001b[31mred', 'a\u0000b', 'x\ud800y', 'x\udc00', 'x'.repeat(1001)]) {
      expect(reportSchema.safeParse({ questionId: question, reason: 'other', comment }).success, comment).toBe(false);
    }
    expect(reportSchema.safeParse({ questionId: question, reason: 'other', comment: 'ok 😀' }).success).toBe(true);
    expect(reportSchema.safeParse({ questionId: question, reason: 'bad' }).success).toBe(false);
    expect(reportSchema.safeParse({ questionId: 'no colon', reason: 'other' }).success).toBe(false);
  });

  it('takes batches of 1 to 50 answers with an optional UUID', () => {
    const answer = { questionId: question, option: '"object"', first: true };
    expect(answerBatchSchema.safeParse({ answers: [answer], batchId: crypto.randomUUID() }).success).toBe(true);
    expect(answerBatchSchema.safeParse({ answers: [] }).success).toBe(false);
    expect(answerBatchSchema.safeParse({ answers: Array(51).fill(answer) }).success).toBe(false);
    expect(answerBatchSchema.safeParse({ answers: [answer], batchId: 'x' }).success).toBe(false);
  });

  it('turns picks into shares', () => {
    expect(shares({ id: question, learners: 20, picks: [10, 5, 5, 0] })).toEqual([0.5, 0.25, 0.25, 0]);
  });
});
