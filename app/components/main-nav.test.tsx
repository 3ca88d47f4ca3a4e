import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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
    expect(labels).toEqual(['Home', 'Topics', 'Statistics', 'Blog']);

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
    ['/statistics', 'Statistics'],
    ['/blog/', 'Blog'],
  ])('marks the current page on %s', (path, label) => {
    renderAt(path);
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });
});
