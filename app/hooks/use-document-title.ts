import { useEffect } from 'react';

/**
 * Sets the tab title. The app runs on Preact (docs/decisions/0005-preact-runtime.md), which does not
 * hoist a <title> element into the head the way React 19 does.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
