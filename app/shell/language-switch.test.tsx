import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from './language-switch';

afterEach(() => {
  document.cookie = 'quiz-dojo-lang=; path=/; max-age=0';
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: LanguageSwitch }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('LanguageSwitch', () => {
  it('lists this page, its query and its fragment, in every launch language, each named in its own', async () => {
    renderAt('/topic/2?mode=shuffle#quiz-3');
    await userEvent.click(screen.getByLabelText('Language: English'));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')])).toEqual([
      ['English', '/topic/2?mode=shuffle#quiz-3', 'en'],
      ['Español', '/es/topic/2?mode=shuffle#quiz-3', 'es'],
      ['Português (Brasil)', '/pt-BR/topic/2?mode=shuffle#quiz-3', 'pt-BR'],
      ['Deutsch', '/de/topic/2?mode=shuffle#quiz-3', 'de'],
      ['简体中文', '/zh-Hans/topic/2?mode=shuffle#quiz-3', 'zh-Hans'],
    ]);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('remembers the language chosen, for the next visit to an English address', async () => {
    renderAt('/topics');
    await userEvent.click(screen.getByLabelText('Language: English'));
    const deutsch = screen.getByRole('link', { name: 'Deutsch' });
    // jsdom does not navigate; the click's own handler is what is tested.
    deutsch.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(deutsch);
    expect(document.cookie).toBe('quiz-dojo-lang=de');
  });

  it('closes on Escape and gives the focus back to its toggle', async () => {
    renderAt('/');
    const toggle = screen.getByLabelText('Language: English');
    await userEvent.click(toggle);
    const details = toggle.closest('details')!;
    expect(details.open).toBe(true);
    screen.getByRole('link', { name: 'Español' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(toggle).toHaveFocus();
  });
});
