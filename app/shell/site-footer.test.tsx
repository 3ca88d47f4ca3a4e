import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppShell } from './app-shell';

describe('the footer of every screen', () => {
  it('says which licence covers the questions and which the code, with links to both', () => {
    const router = createMemoryRouter([{ path: '*', element: <AppShell>page</AppShell> }], {
      initialEntries: ['/topics'],
    });
    render(<RouterProvider router={router} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      'Questions by Quiz Dojo contributors, licensed CC BY-SA 4.0; code under the MIT License.',
    );
    expect(footer).toHaveTextContent("brand names and logos are their owners' trademarks");
    expect(within(footer).getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
    expect(within(footer).getByRole('link', { name: 'MIT License' })).toHaveAttribute(
      'href',
      'https://opensource.org/license/mit',
    );
  });
});
