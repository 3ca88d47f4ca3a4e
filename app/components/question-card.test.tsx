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

/** The page keeps the chosen option and the first try (in the progress store); here plain state stands in for it. */
function Stateful({ question, number }: { question: Question; number: number }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [firstRight, setFirstRight] = useState<boolean>();
  const choose = (option: string) => {
    setChosen(option);
    setFirstRight((first) => first ?? option === question.correctAnswer);
  };
  return <QuestionCard question={question} number={number} chosen={chosen} firstRight={firstRight} onChoose={choose} />;
}

const option = (scope: ReturnType<typeof within>, name: string) => scope.getByRole('radio', { name });
const marks = (scope: ReturnType<typeof within>) =>
  scope.getAllByRole('radio').map((radio: HTMLElement) => {
    const mark = radio.closest('label')!.querySelector('[data-mark]');
    return mark && `${mark.getAttribute('data-mark')} ${mark.querySelector('[data-icon]')?.getAttribute('data-icon')}`;
  });

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

  it('says what a wrong pick means, "correct" only while the right one is chosen, and how the first try went', async () => {
    const user = userEvent.setup();
    const { one } = renderQuestions();
    expect(one.queryByText('correct')).not.toBeInTheDocument();
    expect(one.queryByText(/^First try/)).not.toBeInTheDocument();

    await user.click(option(one, '"null"'));
    expect(one.getByText('Not quite. The right answer is marked, and why is below.')).toBeInTheDocument();
    expect(one.queryByText('correct')).not.toBeInTheDocument();
    expect(one.getByText('First try: wrong')).toBeInTheDocument();

    await user.click(option(one, '"object"'));
    expect(one.getByText('correct')).toBeInTheDocument();
    expect(one.queryByText(/^Not quite/)).not.toBeInTheDocument();
    // A retry puts the chosen option right, not the first try.
    expect(one.getByText('First try: wrong')).toBeInTheDocument();

    await user.click(option(one, '"number"'));
    expect(one.queryByText('correct')).not.toBeInTheDocument();
  });

  it('marks the chosen option right or wrong by icon and word, and the right one once the explanation shows', async () => {
    const user = userEvent.setup();
    const { one } = renderQuestions();
    expect(marks(one)).toEqual([null, null, null, null]);

    await user.click(option(one, '"null"'));
    expect(option(one, '"null"')).toBeChecked();
    expect(option(one, '"null"')).toHaveAccessibleDescription('Wrong');
    expect(option(one, '"object"')).toHaveAccessibleDescription('Right answer');
    expect(option(one, '"undefined"')).not.toHaveAttribute('aria-describedby');
    expect(marks(one)).toEqual(['wrong cross', 'answer check', null, null]);

    await user.click(option(one, '"object"'));
    expect(option(one, '"object"')).toBeChecked();
    expect(option(one, '"object"')).toHaveAccessibleDescription('Right');
    expect(marks(one)).toEqual([null, 'right check', null, null]);
  });

  it('without an explanation, a wrong pick leaves the right option unmarked until the answer is shown', async () => {
    const user = userEvent.setup();
    const { two } = renderQuestions();
    await user.click(option(two, 'Hoisted value'));
    expect(two.getByText('Not quite. Try another option, or show the answer.')).toBeInTheDocument();
    expect(marks(two)).toEqual([null, null, 'wrong cross', null]);

    await user.click(two.getByRole('button', { name: 'Show correct answer' }));
    expect(marks(two)).toEqual([null, 'answer check', 'wrong cross', null]);
    expect(two.getByText('Not quite. The right answer is marked.')).toBeInTheDocument();
  });

  it('shows the explanation once answered, without giving the answer line', async () => {
    const user = userEvent.setup();
    const { one } = renderQuestions();
    expect(one.queryByText('A bug from the first version of JavaScript.')).not.toBeInTheDocument();
    await user.click(option(one, '"null"'));
    expect(one.getByText('A bug from the first version of JavaScript.')).toBeInTheDocument();
    expect(one.queryByText('Answer:')).not.toBeInTheDocument();
  });

  it('can be answered with the keyboard', async () => {
    const user = userEvent.setup();
    const { two } = renderQuestions();
    await user.click(option(two, 'Deeply immutable'));
    // The arrow moves to the next option without answering; Space answers.
    await user.keyboard('{ArrowDown}');
    expect(option(two, 'No reassignment')).toHaveFocus();
    expect(option(two, 'Deeply immutable')).toBeChecked();
    expect(two.queryByText('correct')).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(option(two, 'No reassignment')).toBeChecked();
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
    await user.click(option(one, '"object"'));
    await user.click(one.getByRole('button', { name: 'Show correct answer' }));

    expect(two.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    expect(two.queryByText('correct')).not.toBeInTheDocument();
    expect(two.getByRole('button', { name: 'Show correct answer' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(option(two, 'Hoisted value'));
    expect(one.getByText('correct')).toBeInTheDocument();
    expect(option(one, '"object"')).toBeChecked();
    expect(two.getByText(/^Not quite/)).toBeInTheDocument();
  });
});
