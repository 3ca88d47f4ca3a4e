import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { Question } from '../../contract/quiz';
import { AnswerFigures } from './answer-figures';

const QUESTION: Question = {
  id: 'q1',
  question: 'Which?',
  options: ['1', '[ 1, 2, 10 ]', '3', '4'],
  correctAnswer: '1',
};
// 27 learners: 8 right, 11 on "[ 1, 2, 10 ]", 6 on "3", 2 on "4".
vi.mock('./figures-store', () => ({
  topicFigures: () => Promise.resolve(new Map([['q1', { id: 'q1', learners: 27, picks: [8, 11, 6, 2] }]])),
}));

const show = (chosen: string) => render(<AnswerFigures question={QUESTION} chosen={chosen} topicId="7" />);

it('says plainly how many chose the right answer and which wrong one was chosen most', async () => {
  show('1');
  expect(await screen.findByText(/How others answered/)).toHaveTextContent(
    'How others answered: 30% of 27 learners chose this answer. Most common wrong answer: [ 1, 2, 10 ] (41%).',
  );
});

it("never names the learner's own wrong pick as the other figure", async () => {
  show('[ 1, 2, 10 ]');
  expect(await screen.findByText(/How others answered/)).toHaveTextContent(
    'How others answered: 41% of 27 learners chose this answer. Most common other wrong answer: 3 (22%).',
  );
});
