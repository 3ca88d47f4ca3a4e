import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '../../contract/locales';
import { activateLocale, loadLocale } from '../i18n/locale';
import { Component as StatisticsRoute } from '../routes/statistics';
import { StatisticsPage } from './statistics-page';
import { storeRecord } from './statistics-support';

// The topic names are the bank's, which no catalog translates.
const topics = [
  { id: 7, name: 'HTTP and web APIs', logo: '/logos/http.svg', total: 4 },
  { id: 8, name: 'Git', logo: '/logos/git.svg', total: 3 },
];
const BANK = topics.map((topic) => topic.name);
/**
 * Dates are written by Intl in the page's locale, which for the pseudo-locale is English: its month
 * and weekday names are no message of ours (the German test below shows they follow the page).
 */
const DATE_WORDS = new Set(
  (['long', 'short'] as const).flatMap((width) => [
    ...[...Array(12).keys()].map((month) =>
      new Intl.DateTimeFormat('en-XA', { month: width }).format(new Date(2026, month, 1)),
    ),
    ...[...Array(7).keys()].map((day) =>
      new Intl.DateTimeFormat('en-XA', { weekday: width }).format(new Date(2026, 10, 23 + day)),
    ),
  ]),
);

/** Words of plain English: pseudo-localized text has accents on every Latin letter ("Śţàţĩśţĩćś"). */
const english = (text: string) =>
  BANK.reduce((rest, name) => rest.replaceAll(name, ''), text)
    .split(/[^A-Za-z\u00C0-\u024F]+/)
    .filter((word) => /^[A-Za-z]{2,}$/.test(word) && !DATE_WORDS.has(word));

/** What a reader sees or hears: the text and the labels and titles of the elements. */
function shownText(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const text: string[] = [];
  while (walker.nextNode()) text.push(walker.currentNode.textContent ?? '');
  const labels = [...root.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [...text, ...labels];
}

describe('the statistics page in the pseudo-locale', () => {
  beforeAll(async () => {
    await loadLocale('en-XA', CATALOGS);
    activateLocale('en-XA');
  });
  afterAll(() => {
    activateLocale('en');
    vi.useRealTimers();
  });

  it('shows no English word but the topic names: every string came from the catalogs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 40));
    await storeRecord({ '2026-11-22': { answered: 3, correct: 2 }, '2026-11-23': { answered: 2, correct: 1 } });
    const { container } = render(
      <StatisticsPage topics={topics} dueCounts={[2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]} />,
    );
    localStorage.clear();

    // The figures are there, so their sentences, labels and the calendar's days are checked too.
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    const shown = shownText(container);
    expect(shown.some((text) => text.includes('HTTP and web APIs'))).toBe(true);
    expect(shown.filter((text) => english(text).length > 0)).toEqual([]);
  });

  it("writes the calendar's and the forecast's dates in the page's language", async () => {
    await loadLocale('de', CATALOGS);
    activateLocale('de');
    try {
      render(<StatisticsPage topics={topics} dueCounts={[0, 1]} />);
      expect(screen.getByRole('rowheader', { name: 'Mo' })).toBeInTheDocument();
      expect(
        screen.getByRole('img', { name: /^Fällige Wiederholungen pro Tag: Heute 0; Di\., 24\. Nov\. 1$/ }),
      ).toBeVisible();
    } finally {
      activateLocale('en-XA');
    }
  });

  it('names the page in the tab and the description from the catalogs', async () => {
    const router = createMemoryRouter([
      { path: '/', loader: () => topics, Component: StatisticsRoute, HydrateFallback: () => null },
    ]);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).not.toBe(''));
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content;
    expect([document.title, description].flatMap(english)).toEqual([]);
  });
});
