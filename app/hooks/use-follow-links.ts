import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { appPath } from '../i18n/page-path';

/**
 * One click handler for a list of plain in-app links, which the router then follows as its own
 * Link would. A React Router Link runs about fifteen hooks; a page of cards hydrates on a slow
 * phone in a fraction of the time with plain anchors (docs/decisions/0006).
 */
export function useFollowLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = (event.target as Element).closest?.('a');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      // Modified clicks, other buttons and links to elsewhere keep the browser's behaviour.
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      if (anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
      // The router's paths leave out the page's locale prefix (its basename); another language's
      // address is a page of its own, loaded by the browser.
      const path = appPath(anchor.pathname);
      if (path === undefined) return;
      event.preventDefault();
      void navigate(`${path}${anchor.search}${anchor.hash}`);
    },
    [navigate],
  );
}
