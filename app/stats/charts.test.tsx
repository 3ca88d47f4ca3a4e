import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccuracyChart } from './accuracy-chart';
import { DueForecastChart } from './due-forecast-chart';
import { QuestionsChart } from './questions-chart';

/** The drawn length of each row's layers, in percent of the longest possible bar (the track is 100). */
const lengths = (chart: HTMLElement) =>
  [...chart.querySelectorAll('svg[viewBox="0 0 100 1"]')].map((svg) =>
    [...svg.querySelectorAll('rect')].slice(1).map((rect) => Number(rect.getAttribute('width'))),
  );
const labels = (chart: HTMLElement) => [...chart.querySelectorAll('[data-chart-label]')].map((el) => el.textContent);

describe('questions per topic', () => {
  it('draws every topic with its full name, the total and the answered share on one scale', () => {
    render(
      <QuestionsChart
        rows={[
          { name: 'HTTP and web APIs', total: 20, answered: 5 },
          { name: 'Data structures and algorithms', total: 40, answered: 40 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', {
      name: 'Questions per topic: HTTP and web APIs 20, 5 answered; Data structures and algorithms 40, 40 answered',
    });
    expect(labels(chart)).toEqual(['HTTP and web APIs', 'Data structures and algorithms']);
    expect(lengths(chart)).toEqual([
      [50, 12.5],
      [100, 100],
    ]);
    expect(screen.getByText('Questions in the topic')).toBeInTheDocument();
  });
});

describe('accuracy per topic', () => {
  it('draws each topic to its accuracy, on a scale of 0 to 100%, whatever the number answered', () => {
    render(
      <AccuracyChart
        rows={[
          { name: 'React', answered: 10, correct: 4 },
          { name: 'CSS', answered: 0, correct: 0 },
          { name: 'Git', answered: 2, correct: 2 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', {
      name: 'Accuracy per topic: React 40%, 4 of 10 correct; CSS not answered; Git 100%, 2 of 2 correct',
    });
    // React at 40% draws shorter than Git at 100%, though it has five times the answers.
    expect(lengths(chart)).toEqual([[40], [0], [100]]);
    expect(within(chart).getByText('40% (4 of 10)')).toBeInTheDocument();
    expect(within(chart).getByText('100% (2 of 2)')).toBeInTheDocument();
    expect(within(chart).getByText('—')).toBeInTheDocument();
    expect(screen.getByText(/^Correct, as a share of the questions you answered/)).toBeVisible();
  });
});

describe('reviews due over the next days', () => {
  afterEach(() => vi.useRealTimers());
  const counts = [4, 0, 2, 0, 0, 1, 0, 0, 0, 3, 0, 0, 0, 1];

  it('labels today, then each following day with its date in the locale, from the browser clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Saturday 28 February 2026, late evening: the next days run into March.
    vi.setSystemTime(new Date(2026, 1, 28, 23, 30));
    render(<DueForecastChart counts={counts} />);
    const format = new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short' });
    const expected = ['Today', ...[...Array(13).keys()].map((index) => format.format(new Date(2026, 2, 1 + index)))];
    const chart = screen.getByRole('img', {
      name: `Reviews due per day: ${expected.map((label, index) => `${label} ${counts[index]}`).join('; ')}`,
    });
    expect(labels(chart)).toEqual(expected);
    expect(lengths(chart)[0]).toEqual([100]);
    expect(lengths(chart)[2]).toEqual([50]);
    expect(screen.getByText('11 reviews due in the next 14 days, 4 of them today (overdue included).')).toBeVisible();
  });

  it('draws no bar for a day with nothing due, and is still readable when nothing is due at all', () => {
    render(<DueForecastChart counts={[0, 1]} today={new Date(2026, 10, 23)} />);
    expect(screen.getByText('1 review due in the next 2 days, 0 of them today (overdue included).')).toBeVisible();
    render(<DueForecastChart counts={[0, 0]} today={new Date(2026, 10, 23)} />);
    const empty = screen.getAllByRole('img')[1]!;
    expect(lengths(empty)).toEqual([[0], [0]]);
  });
});
