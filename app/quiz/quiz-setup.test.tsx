import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { TopicSummary } from '../../contract/quiz';
import { QuizSetup } from './quiz-setup';
import type { QuizSettings } from './settings';

const TOPICS: TopicSummary[] = [
  { id: 2, name: 'JavaScript', logo: '/logos/javascript.svg', total: 40 },
  { id: 3, name: 'Python', logo: '/logos/python.svg', total: 30 },
];

function show(settings: QuizSettings, extra: { tags?: string[]; matched: number | null }) {
  const onChange = vi.fn();
  render(
    <QuizSetup
      topics={TOPICS}
      settings={settings}
      problems={[]}
      {...extra}
      onChange={onChange}
      onStart={() => {}}
      loading={false}
      error={null}
    />,
  );
  return onChange;
}

it('offers a difficulty and the chosen topic’s tags, and writes a choice back', () => {
  const onChange = show({ topic: 2, count: 10, timed: false }, { tags: ['closures', 'promises'], matched: 40 });
  expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
  const tag = screen.getByRole('combobox', { name: 'Tag' });
  expect([...tag.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
    'Any tag',
    'closures',
    'promises',
  ]);
  fireEvent.change(tag, { target: { value: 'promises' } });
  expect(onChange).toHaveBeenLastCalledWith({ topic: 2, count: 10, timed: false, tag: 'promises' });
  // The card's lowercase name of the difficulty, capitalized by CSS.
  fireEvent.click(screen.getByRole('radio', { name: 'hard' }));
  expect(onChange).toHaveBeenLastCalledWith({ topic: 2, count: 10, timed: false, difficulty: 'hard' });
  // The pre-existing text, as it was before difficulty and tag.
  expect(screen.getByText('10 questions, no time limit.')).toBeInTheDocument();
});

it('says how many matched when fewer than the count, and that none did', () => {
  show({ topic: 2, count: 10, timed: true, difficulty: 'hard', tag: 'promises' }, { tags: ['promises'], matched: 3 });
  expect(screen.getByText('3 questions (only 3 match these filters), 3 minutes in all.')).toBeInTheDocument();
});

it('cannot start when nothing matches, and has no tag for all topics', () => {
  show({ topic: 'all', count: 5, timed: false, difficulty: 'easy' }, { matched: 0 });
  expect(screen.getByText('No question matches these filters: choose another difficulty or tag.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start quiz' })).toBeDisabled();
  expect(screen.queryByRole('combobox', { name: 'Tag' })).toBeNull();
});
