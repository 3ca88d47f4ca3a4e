import { describe, expect, it } from 'vitest';
import { judge, SHARE_RIGHT_BOUNDS } from './judge.js';

const question = (difficulty: 'easy' | 'medium' | 'hard') => ({
  options: ['a', 'b', 'c', 'd'],
  correctAnswer: 'b',
  difficulty,
});
const kinds = (result: ReturnType<typeof judge>) => result?.flags.map((flag) => flag.kind);

describe('judging a question by how learners answered it', () => {
  it('says nothing below 20 learners', () => {
    expect(judge(question('medium'), [19, 0, 0, 0])).toBeUndefined();
    expect(judge(question('medium'), [10, 10, 0, 0])).toMatchObject({ learners: 20, shareRight: 0.5, flags: [] });
  });

  it('flags a distractor chosen more often than the key, naming it and both shares', () => {
    expect(judge(question('medium'), [4, 8, 9, 0])!.flags).toEqual([
      { kind: 'distractor-beats-key', option: 'c', share: 9 / 21, keyShare: 8 / 21 },
    ]);
    // A tie is not "beats".
    expect(kinds(judge(question('medium'), [0, 10, 10, 0]))).toEqual([]);
  });

  it('flags an easy question most learners miss and a hard one nearly all get right, at the stated bounds', () => {
    expect(SHARE_RIGHT_BOUNDS.easy.tooHardBelow).toBe(0.5);
    expect(kinds(judge(question('easy'), [6, 9, 5, 0]))).toEqual(['too-hard']); // 45% right
    expect(kinds(judge(question('easy'), [5, 10, 5, 0]))).toEqual([]); // 50% right
    expect(kinds(judge(question('hard'), [1, 18, 1, 0]))).toEqual(['too-easy']); // 90% right
    expect(kinds(judge(question('hard'), [3, 17, 0, 0]))).toEqual([]); // 85% right
    expect(kinds(judge(question('medium'), [0, 40, 0, 0]))).toEqual(['too-easy']);
    expect(kinds(judge(question('medium'), [8, 4, 4, 4]))).toEqual(['distractor-beats-key', 'too-hard']);
  });
});
