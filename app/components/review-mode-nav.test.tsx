import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '../../contract/locales';
import { activateLocale, loadLocale } from '../i18n/locale';
import { ReviewModeNav } from './review-mode-nav';

afterEach(() => activateLocale('en'));

function showAt(url: string, basename?: string) {
  const router = createMemoryRouter([{ path: '/topic/:id', element: <ReviewModeNav current="all" /> }], {
    initialEntries: [url],
    basename,
  });
  render(<RouterProvider router={router} />);
  return screen.getAllByRole('link').map((link) => link.getAttribute('href'));
}

describe('the review modes', () => {
  it("link to the topic's page in the page's own language", async () => {
    await loadLocale('es', CATALOGS);
    activateLocale('es');
    expect(showAt('/es/topic/3', '/es')).toEqual([
      '/es/topic/3',
      '/es/topic/3?mode=mistakes',
      '/es/topic/3?mode=shuffle',
    ]);
  });

  it('keep the English addresses as they were', () => {
    expect(showAt('/topic/3')).toEqual(['/topic/3', '/topic/3?mode=mistakes', '/topic/3?mode=shuffle']);
  });
});
