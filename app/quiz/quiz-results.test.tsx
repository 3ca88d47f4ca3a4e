import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { Question } from '../../contract/quiz';
import { QuizResults } from './quiz-results';
import type { Round } from './round';

const question = (id: string): Question => ({
  id,
  question: `<p>Question ${id}</p>`,
  options: ['alpha', 'beta', 'gamma', 'delta'],
  correctAnswer: 'beta',
});
const ROUND: Round = {
  items: ['a', 'b', 'c'].map((id) => ({ topicId: 7, topicName: 'React', topicTotal: 3, question: question(id) })),
  answers: ['beta', 'gamma', null],
  index: 3,
  startedAt: 0,
  endedAt: 60_000,
  timeUp: true,
};

afterEach(() => vi.restoreAllMocks());

const showResults = () =>
  render(
    <MemoryRouter>
      <QuizResults
        round={ROUND}
        onRetryMistakes={() => {}}
        onNewRound={() => {}}
        onSettings={() => {}}
        loading={false}
      />
    </MemoryRouter>,
  );

/** The definition after a term of a result ("Your answer:"), as a screen reader reads the list. */
const definition = (item: HTMLElement, term: string) => within(item).getByText(term).nextElementSibling as HTMLElement;

it('opens at the top of the page, with the focus on its heading', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo');
  showResults();
  expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
  expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
});

it("marks each learner's answer with an icon and a word, and the right answer after a miss", () => {
  showResults();
  const [right, wrong, unanswered] = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
  const yours = (item: HTMLElement) => definition(item, 'Your answer:');
  expect(yours(right!)).toHaveTextContent(/^beta\s*Right$/);
  expect(yours(right!).querySelector('[data-icon="check"]')).not.toBeNull();
  expect(yours(wrong!)).toHaveTextContent(/^gamma\s*Wrong$/);
  expect(yours(wrong!).querySelector('[data-icon="cross"]')).not.toBeNull();
  expect(definition(wrong!, 'Correct answer:')).toHaveTextContent(/^beta\s*Right answer$/);
  expect(yours(unanswered!)).toHaveTextContent(/^none\s*Not answered$/);
  expect(definition(right!, 'Correct answer:')).toHaveTextContent(/^beta$/);
});
