import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARDS_KEY } from '../record/old-keys';
import { changeRecord } from '../record/learner-record';
import { startRecord } from '../record/start-record';
import { MainNav } from './main-nav';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: MainNav }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function mobileMenu(toggle: HTMLElement) {
  return document.getElementById(toggle.getAttribute('aria-controls') ?? '');
}

describe('MainNav', () => {
  it('starts closed and the toggle opens and closes the menu', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu(toggle)).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = mobileMenu(toggle);
    expect(menu).not.toBeNull();
    const labels = within(menu as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      ...['Home', 'Topics', 'Review', 'Statistics', 'Blog'],
      // Then the language switch: this page in each launch language, each named in its own.
      ...['English', 'Español', 'Português (Brasil)', 'Deutsch', '简体中文'],
    ]);
    const languages = within(within(menu as HTMLElement).getByRole('list', { name: 'Language' })).getAllByRole('link');
    expect(languages.map((link) => [link.getAttribute('href'), link.getAttribute('lang')])).toEqual([
      ['/', 'en'],
      ['/es/', 'es'],
      ['/pt-BR/', 'pt-BR'],
      ['/de/', 'de'],
      ['/zh-Hans/', 'zh-Hans'],
    ]);
    expect(languages[0]).toHaveAttribute('aria-current', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu(toggle)).toBeNull();
  });

  it('closes the menu once a link is followed', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(within(mobileMenu(toggle) as HTMLElement).getByRole('link', { name: 'Blog' }));
    expect(router.state.location.pathname).toBe('/blog');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['/', 'Home'],
    ['/home', 'Home'],
    ['/topics', 'Topics'],
    ['/review', 'Review'],
    ['/statistics', 'Statistics'],
    ['/blog/', 'Blog'],
  ])('marks the current page on %s', (path, label) => {
    renderAt(path);
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('closes the menu on Escape and gives the focus back to its toggle', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    within(mobileMenu(toggle) as HTMLElement)
      .getByRole('link', { name: 'Topics' })
      .focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu(toggle)).toBeNull();
    expect(toggle).toHaveFocus();
  });

  describe('the Review badge', () => {
    const NOW = Date.parse('2026-03-02T09:00:00Z');
    const card = (due: number) => ({
      due,
      stability: 1,
      difficulty: 5,
      scheduledDays: 0,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 1 as const,
    });
    afterEach(() => {
      vi.useRealTimers();
      localStorage.clear();
    });

    it('names the cards due now, and follows new answers and the clock', async () => {
      vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      localStorage.setItem(
        CARDS_KEY,
        JSON.stringify({ 1: { a: card(NOW - 1), b: card(NOW + 60_000) }, 2: { c: card(NOW) } }),
      );
      await startRecord();
      renderAt('/');
      const inline = () => screen.getAllByRole('link', { name: /^Review/ })[0]!;
      expect(inline()).toHaveAccessibleName('Review, 2 due');

      await act(async () => vi.advanceTimersByTime(60_001));
      expect(inline()).toHaveAccessibleName('Review, 3 due');

      act(() => {
        void changeRecord({
          put: { bases: [{ topicId: '1', questionId: 'a', card: card(NOW + 86_400_000) }] },
          delete: { bases: ['1\nb', '2\nc'] },
        });
      });
      expect(inline()).toHaveAccessibleName('Review');
      expect(inline().textContent).toBe('Review');
    });

    it('shows the count on the phone menu toggle too, while the menu is closed', async () => {
      localStorage.setItem(CARDS_KEY, JSON.stringify({ 1: { a: card(Date.now() - 1), b: card(Date.now() - 2) } }));
      await startRecord();
      const user = userEvent.setup();
      renderAt('/');
      const toggle = screen.getByRole('button', { name: /^Menu/ });
      expect(toggle).toHaveAccessibleName('Menu, 2 due for review');
      expect(toggle).toHaveTextContent('2');
      await user.click(toggle);
      expect(toggle).toHaveTextContent('');
      expect(within(mobileMenu(toggle) as HTMLElement).getByRole('link', { name: 'Review, 2 due' })).toBeVisible();
    });
  });
});
