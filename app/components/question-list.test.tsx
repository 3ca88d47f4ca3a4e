import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Question } from '../../contract/quiz';
import { nextAnswer } from '../record/first-try';
import type { Answer } from '../record/progress-store';
import { isTakingOver, laterTurn, takeOver } from '../lib/take-over';
import { QuestionList } from './question-list';

function questions(count: number): Question[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `q${index + 1}`,
    question: `What is ${index + 1} + 1?`,
    options: [`${index + 2}`, `${index + 3}`, `${index}`, `${index + 12}`],
    correctAnswer: `${index + 2}`,
  }));
}

/** The page keeps answers in the progress store; here plain state stands in for it. */
function Stateful({ list }: { list: Question[] }) {
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  // Stable, as on the page, so that only the answers decide which groups render again.
  const choose = useCallback(
    (option: string, question: Question) =>
      setAnswers((current) => ({
        ...current,
        [question.id]: nextAnswer(current[question.id], {
          chosen: option,
          correct: option === question.correctAnswer,
          at: 0,
        }),
      })),
    [],
  );
  return <QuestionList questions={list} answers={answers} onChoose={choose} />;
}

/** Rendered in the browser (a topic opened from within the app): every card, a group a task. */
async function renderAll(count: number) {
  render(<Stateful list={questions(count)} />);
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(count));
}

afterEach(cleanup);

describe('QuestionList', () => {
  it('puts a long topic in named lists of 20 that keep one numbering', async () => {
    await renderAll(45);
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.getAttribute('aria-label'))).toEqual([
      'Questions 1 to 20',
      'Questions 21 to 40',
      'Questions 41 to 45',
    ]);
    expect(lists.map((list) => list.getAttribute('start'))).toEqual(['1', '21', '41']);
    expect(lists.map((list) => within(list).getAllByRole('listitem').length)).toEqual([20, 20, 5]);
    expect(within(lists[1]!).getAllByRole('listitem')[0]).toHaveTextContent(/^Quiz 21: What is 21 \+ 1\?/);
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent(/^Quiz 45: What is 45 \+ 1\?/);
  });

  it('lets the browser skip full groups off screen but always renders a short last one', async () => {
    await renderAll(45);
    const skippable = screen.getAllByRole('list').map((list) => list.className.includes('[content-visibility:auto]'));
    expect(skippable).toEqual([true, true, false]);
  });

  it('names a topic that fits in one group simply "Questions"', async () => {
    await renderAll(20);
    expect(screen.getByRole('list', { name: 'Questions' })).toBeInTheDocument();
  });

  it('answers a question in a later group on its own card only', async () => {
    const user = userEvent.setup();
    await renderAll(45);
    const cards = screen.getAllByRole('listitem');
    await user.click(within(cards[29]!).getByRole('radio', { name: '31' }));
    expect(within(cards[29]!).getByText('correct')).toBeInTheDocument();
    expect(within(cards[29]!).getByRole('radio', { name: '31' })).toBeChecked();
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('renders the first group at once and each other one in a later task, not every card in one', async () => {
    render(<Stateful list={questions(80)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(80));
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent(/^Quiz 80: What is 80 \+ 1\?/);
  });

  it('renders its cards when opened while the page before it is still being taken over', async () => {
    // A part of the server's page given a later turn keeps the take-over going, as /topics' cards do
    // while a learner taps one whose link already works (CI's security.spec waited 60 s on this).
    const tookOver = takeOver(() => void laterTurn());
    render(<Stateful list={questions(3)} />);
    expect(isTakingOver()).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(12);
    await tookOver;
  });
});
