import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../contract/quiz';
import { QuestionCard } from './question-card';

const first: Question = {
  id: 'js:typeof-null',
  question: '<p>What does <code>typeof null</code> return?</p>',
  options: ['`"null"`', '`"object"`', '`"undefined"`', '`"number"`'],
  correctAnswer: '`"object"`',
  explanation: 'A bug from the first version of JavaScript.',
  difficulty: 'easy',
};

const second: Question = {
  id: 'js:const',
  question: 'Which statement about const is true?',
  options: ['Deeply immutable', 'No reassignment', 'Hoisted value', 'Global property'],
  correctAnswer: 'No reassignment',
};

/** The page keeps the chosen option (in the progress store); here plain state stands in for it. */
function Stateful({ question, number }: { question: Question; number: number }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return <QuestionCard question={question} number={number} chosen={chosen} onChoose={setChosen} />;
}

function renderQuestions() {
  render(
    <ol>
      <Stateful question={first} number={1} />
      <Stateful question={second} number={2} />
    </ol>,
  );
  const [one, two] = screen.getAllByRole('listitem');
  if (!one || !two) throw new Error('expected two questions');
  return { one: within(one), two: within(two) };
}

describe('QuestionCard', () => {
  it('numbers the question and groups its four options as radios', () => {
    const { one } = renderQuestions();
    const group = one.getByRole('radiogroup', { name: 'Quiz 1: What does typeof null return?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(one.getByText('typeof null').tagName).toBe('CODE');
    expect(one.getByRole('radio', { name: '"object"' }).nextElementSibling?.querySelector('code')).not.toBeNull();
  });

  it('shows a hint for a wrong pick and "correct" only while the right one is chosen', async () => {
    const user = userEvent.setup();
    const { one } = renderQuestions();
    expect(one.queryByText('correct')).not.toBeInTheDocument();

    await user.click(one.getByRole('radio', { name: '"null"' }));
    expect(one.getByText('Not quite — try again')).toBeInTheDocument();
    expect(one.queryByText('correct')).not.toBeInTheDocument();

    await user.click(one.getByRole('radio', { name: '"object"' }));
    expect(one.getByText('correct')).toBeInTheDocument();
    expect(one.queryByText('Not quite — try again')).not.toBeInTheDocument();

    await user.click(one.getByRole('radio', { name: '"number"' }));
    expect(one.queryByText('correct')).not.toBeInTheDocument();
  });

  it('shows the explanation once answered, without giving the answer line', async () => {
    const user = userEvent.setup();
    const { one } = renderQuestions();
    expect(one.queryByText('A bug from the first version of JavaScript.')).not.toBeInTheDocument();
    await user.click(one.getByRole('radio', { name: '"null"' }));
    expect(one.getByText('A bug from the first version of JavaScript.')).toBeInTheDocument();
    expect(one.queryByText('Answer:')).not.toBeInTheDocument();
  });

  it('can be answered with the keyboard', async () => {
    const user = userEvent.setup();
    const { two } = renderQuestions();
    await user.click(two.getByRole('radio', { name: 'Deeply immutable' }));
    // The arrow moves to the next option without answering; Space answers.
    await user.keyboard('{ArrowDown}');
    expect(two.getByRole('radio', { name: 'No reassignment' })).toHaveFocus();
    expect(two.getByRole('radio', { name: 'Deeply immutable' })).toBeChecked();
    expect(two.queryByText('correct')).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(two.getByRole('radio', { name: 'No reassignment' })).toBeChecked();
    expect(two.getByText('correct')).toBeInTheDocument();
  });

  it('toggles the correct answer with the eye button', async () => {
    const user = userEvent.setup();
    const { one } = renderQuestions();
    const eye = one.getByRole('button', { name: 'Show correct answer' });
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    expect(one.queryByText(/^Answer:/)).not.toBeInTheDocument();

    await user.click(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    expect(eye).toHaveAccessibleName('Hide correct answer');
    expect(one.getByText('Answer:').parentElement).toHaveTextContent('Answer: "object"');
    expect(one.getByText('A bug from the first version of JavaScript.')).toBeInTheDocument();

    await user.click(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    expect(one.queryByText('Answer:')).not.toBeInTheDocument();
  });

  it('keeps each question independent', async () => {
    const user = userEvent.setup();
    const { one, two } = renderQuestions();
    await user.click(one.getByRole('radio', { name: '"object"' }));
    await user.click(one.getByRole('button', { name: 'Show correct answer' }));

    expect(two.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    expect(two.queryByText('correct')).not.toBeInTheDocument();
    expect(two.getByRole('button', { name: 'Show correct answer' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(two.getByRole('radio', { name: 'Hoisted value' }));
    expect(one.getByText('correct')).toBeInTheDocument();
    expect(one.getByRole('radio', { name: '"object"' })).toBeChecked();
    expect(two.getByText('Not quite — try again')).toBeInTheDocument();
  });
});
