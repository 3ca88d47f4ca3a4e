import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFollowLinks } from './use-follow-links';

function Links() {
  const follow = useFollowLinks();
  return (
    <>
      <p>At {useLocation().pathname}</p>
      <ul onClick={follow}>
        <li>
          <a href="/topic/2?mode=shuffle">Inside</a>
        </li>
        <li>
          <a href="https://example.com/elsewhere">Outside</a>
        </li>
        <li>
          <a href="/topic/3" target="_blank">
            New tab
          </a>
        </li>
      </ul>
    </>
  );
}

function visit() {
  const router = createMemoryRouter([{ path: '*', Component: Links }], { initialEntries: ['/topics'] });
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * Plays the browser, after the app's handlers: says whether the app left the click to it, then
 * cancels the click, since jsdom cannot load another document (it would print "Not implemented").
 */
function clickLeftToBrowser(link: HTMLElement, init?: object): boolean {
  let left = false;
  const browser = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', browser);
  try {
    fireEvent.click(link, init);
  } finally {
    document.removeEventListener('click', browser);
  }
  return left;
}

describe('useFollowLinks', () => {
  it('follows a plain click on an in-app link in the router, keeping the query', async () => {
    const router = visit();
    const click = fireEvent.click(screen.getByRole('link', { name: 'Inside' }));
    expect(click).toBe(false);
    expect(await screen.findByText('At /topic/2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=shuffle');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    'leaves a modified click (%o) to the browser',
    (modifier) => {
      visit();
      expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Inside' }), modifier)).toBe(true);
      expect(screen.getByText('At /topics')).toBeInTheDocument();
    },
  );

  it.each(['Outside', 'New tab'])('leaves the link %s to the browser', (name) => {
    visit();
    expect(clickLeftToBrowser(screen.getByRole('link', { name }))).toBe(true);
    expect(screen.getByText('At /topics')).toBeInTheDocument();
  });
});
