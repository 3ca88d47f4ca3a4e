import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODE_LICENSE, CONTENT_LICENSE } from '../../contract/license';
import { CATALOGS, PSEUDO_LOCALE } from '../../contract/locales';
import { activateLocale, loadLocale } from '../i18n/locale';
import { routes } from '../routes';

// The bank's own text, which no catalog translates: its words are the only English allowed on screen.
const question = (id: string) => ({
  id,
  question: `<p>zq ${id}?</p>`,
  options: ['alpha', 'beta', 'gamma', 'delta'],
  correctAnswer: 'beta',
  explanation: `xv ${id}`,
  difficulty: 'hard',
  tags: ['hooks'],
});
const TOPICS = [{ id: 7, name: 'React', logo: '/logos/react.svg', total: 3 }];
const DETAIL = { name: 'React', questions: ['r1', 'r2', 'r3'].map(question) };
/** And names that are no message of ours: the licences' (contract/license.ts). */
const BANK = JSON.stringify([TOPICS, DETAIL, CONTENT_LICENSE.attribution, CONTENT_LICENSE.name, CODE_LICENSE.name]);

/**
 * What a reader sees or hears in the page's language: the text and the elements' labels, leaving out
 * what is marked as another language (`lang`), such as the language switch's names.
 */
function shownText(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const text: string[] = [document.title];
  while (walker.nextNode()) {
    if (!walker.currentNode.parentElement?.closest('[lang]')) text.push(walker.currentNode.textContent ?? '');
  }
  const names = ['aria-label', 'aria-valuetext', 'title', 'alt', 'placeholder'];
  for (const element of document.body.querySelectorAll(names.map((name) => `[${name}]`).join(','))) {
    if (!element.closest('[lang]')) text.push(...names.map((name) => element.getAttribute(name) ?? ''));
  }
  return text;
}

/** Words of plain English: the pseudo-locale accents every Latin letter ("Ŕēśũĺţś"). */
const englishLeft = () =>
  shownText().filter((text) =>
    text.split(/[^A-Za-z\u00C0-\u024F]+/).some((word) => /^[A-Za-z]{2,}$/.test(word) && !BANK.includes(word)),
  );

beforeAll(async () => {
  await loadLocale(PSEUDO_LOCALE, CATALOGS);
  activateLocale(PSEUDO_LOCALE);
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterAll(() => activateLocale('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function serveApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const body = /\/api\/quiz\/7$/.test(url) ? { data: DETAIL } : { data: TOPICS };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
}

const submit = () => fireEvent.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);

describe('the quick quiz in the pseudo-locale', { timeout: 30_000 }, () => {
  it('shows no English but the bank’s: setup, question, results and the report dialog', async () => {
    serveApi();
    // A bad difficulty and count in the link: the setup says what it set instead.
    const router = createMemoryRouter(routes, { initialEntries: ['/quiz?topic=7&count=7&timed=1&difficulty=x'] });
    render(<RouterProvider router={router} />);
    // The topic's tags have come: the filter of tags shows.
    await waitFor(() => expect(screen.getAllByRole('combobox')).toHaveLength(2));
    expect(englishLeft()).toEqual([]);

    submit();
    for (const option of ['gamma', 'beta', 'beta']) {
      const heading = await waitFor(() => {
        const found = document.getElementById('quiz-count');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(englishLeft()).toEqual([]);
      fireEvent.click(within(heading.closest('section')!).getByRole('radio', { name: option }));
      submit();
      // Answered: the feedback, the marks and the answer's note show.
      await waitFor(() => expect(document.querySelector('[data-mark]')).not.toBeNull());
      expect(englishLeft()).toEqual([]);
      submit();
    }

    await waitFor(() => expect(document.getElementById('quiz-results')).toHaveFocus());
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(englishLeft()).toEqual([]);

    fireEvent.click(document.querySelector<HTMLButtonElement>('ol li button[title]')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    expect(englishLeft()).toEqual([]);
  });
});
