import { useEffect, useRef } from 'react';

/** What a screen reader announces on a code block that is wider than its box. */
export const SCROLLABLE_CODE_LABEL = 'Code, scroll sideways to read it all';

/**
 * Code in a question keeps its layout, so a long line scrolls sideways inside its block (the fade
 * at its edge is in app/styles.css). A block that scrolls becomes a labelled region in the tab
 * order, so a keyboard can scroll it too; one that fits stays plain, out of the tab order. Watched
 * with a ResizeObserver, as a phone turned sideways may make a block fit.
 */
export function useScrollableCode<T extends HTMLElement>(html: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const blocks = [...root.querySelectorAll('pre')];
    if (blocks.length === 0) return;
    const mark = () => {
      for (const block of blocks) {
        const scrolls = block.scrollWidth > block.clientWidth;
        block.toggleAttribute('data-scrolls', scrolls);
        if (scrolls) {
          block.tabIndex = 0;
          block.setAttribute('role', 'region');
          block.setAttribute('aria-label', SCROLLABLE_CODE_LABEL);
        } else {
          for (const name of ['tabindex', 'role', 'aria-label']) block.removeAttribute(name);
        }
      }
    };
    const observer = new ResizeObserver(mark);
    for (const block of blocks) observer.observe(block);
    return () => observer.disconnect();
  }, [html]);
  return ref;
}
