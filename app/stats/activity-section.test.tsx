import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityLog } from '../record/days';
import { ActivitySection } from './activity-section';
import { StatisticsPage } from './statistics-page';
import { storeRecord } from './statistics-support';

// Monday 23 November 2026.
const today = new Date(2026, 10, 23, 10, 40);
const log: ActivityLog = new Map([
  ['2026-11-21', { answered: 12, correct: 9 }],
  ['2026-11-22', { answered: 3, correct: 3 }],
  ['2026-08-01', { answered: 50, correct: 50 }],
]);
const long = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long' });

describe('activity', () => {
  it('shows the streak, kept alive by yesterday until today has an answer', () => {
    render(<ActivitySection log={log} today={today} />);
    const region = screen.getByRole('region', { name: 'Your activity' });
    expect(within(region).getByText('2 days')).toBeVisible();
    expect(within(region).getByText(/Answer a question today to keep it going\./)).toBeVisible();
    // 1 August is outside the twelve weeks.
    expect(within(region).getByText('Last 12 weeks: 15 answers on 2 days.')).toBeVisible();
    // It counts what the totals do not: every answer, not each question once.
    expect(
      within(region).getByText(
        /^A question counts each time it is answered on a visit or in a review round; another try after its feedback does not/,
      ),
    ).toBeVisible();
  });

  it('starts afresh after a day without answers', () => {
    render(<ActivitySection log={log} today={new Date(2026, 10, 24, 8)} />);
    expect(screen.getByText('0 days')).toBeVisible();
    expect(screen.getByText(/Answer a question today to start one\./)).toBeVisible();
  });

  it('lays the twelve weeks out as a table a screen reader can walk day by day', () => {
    render(<ActivitySection log={log} today={today} />);
    const table = screen.getByRole('table', { name: 'Answers per day over the last 12 weeks' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(within(rows[1]!).getAllByRole('cell')).toHaveLength(12);
    expect(
      within(table).getByText(`${long.format(new Date(2026, 10, 21))}: 12 answered, 9 correct`),
    ).toBeInTheDocument();
    expect(within(table).getByText(`${long.format(today)}: no answers`)).toBeInTheDocument();
    // Tomorrow is in the current week's column, but has no text: it has not happened.
    expect(within(table).queryByText(new RegExp(long.format(new Date(2026, 10, 24))))).toBeNull();
  });
});

describe('statistics page', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });
  const topics = [{ id: 7, name: 'HTTP and web APIs', logo: '/logos/http.svg', total: 4 }];

  it('adds the reviews due only when it is given their counts', () => {
    const { rerender } = render(<StatisticsPage topics={topics} />);
    expect(screen.queryByRole('heading', { name: 'Reviews due' })).toBeNull();
    rerender(<StatisticsPage topics={topics} dueCounts={[2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]} />);
    const region = screen.getByRole('region', { name: 'Reviews due' });
    expect(within(region).getByRole('img', { name: /^Reviews due per day: Today 2; / })).toBeVisible();
  });

  it('reads the answers and the activity stored in this browser', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
    await storeRecord({ '2026-11-23': { answered: 2, correct: 1 } });
    render(<StatisticsPage topics={topics} />);
    expect(
      screen.getByRole('img', { name: 'Accuracy per topic: HTTP and web APIs 50%, 1 of 2 correct' }),
    ).toBeVisible();
    expect(screen.getByText('1 day')).toBeVisible();
    expect(screen.getByText(/You have practised today\./)).toBeVisible();
  });
});
