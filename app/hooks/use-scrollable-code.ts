import { useEffect, useRef } from 'react';
import { codeLines, DRAWING } from '../lib/code-lines';

/** What a screen reader announces on a code block that is wider than its box. */
export const SCROLLABLE_CODE_LABEL = 'Code, scroll sideways to read it all';

/** Above the width of a character of text-sm monospace (8.4 px) and a block's padding, card and page margins. */
const CHAR_PX = 9;
const AROUND_PX = 100;
const TAB_CHARS = 8;
/** The narrowest screen the app is laid out for. */
const NARROWEST_PX = 320;

/**
 * Code in a question wraps (app/lib/code-lines.ts), except a drawing, which keeps its layout, so a
 * long line scrolls sideways inside its block (the glow at its edge is in app/styles.css). A block
 * that scrolls becomes a labelled region in the tab order, so a keyboard reaches it and scrolls it
 * too; one that fits stays plain, out of the tab order. A ResizeObserver measures each block once
 * it is laid out; until then (a card off screen skips layout: content-visibility) its longest line,
 * estimated generously, decides, so no block that may scroll is ever out of the keyboard's reach.
 */
export function useScrollableCode<T extends HTMLElement>(html: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const blocks = root.querySelectorAll('pre.code-drawing');
    if (blocks.length === 0) return;
    for (const block of blocks) mark(block, longestLine(block) * CHAR_PX > window.innerWidth - AROUND_PX);
    const observer = new ResizeObserver((entries) => {
      for (const { target } of entries) {
        // A block not laid out measures 0: its estimate stands.
        if (target.clientWidth > 0) mark(target, target.scrollWidth > target.clientWidth);
      }
    });
    for (const block of blocks) observer.observe(block);
    return () => observer.disconnect();
  }, [html]);
  return ref;
}

/**
 * Question HTML as the server sends it, with its code laid out: a plain block (`<pre><code>` and
 * text, as the importer writes every fenced block) gets a line of markup per source line to wrap
 * under its own indentation; a drawing that may scroll on the narrowest screen is marked as a
 * labelled region in the tab order, since a card far down the page is not measured until it
 * becomes interactive (app/hooks/use-card-islands.ts). The hook then keeps the mark only on the
 * blocks that do scroll. Question HTML has no attributes (the sanitizer allows none), so `<pre>` is
 * always written so.
 */
export function withCodeLayout(html: string): string {
  if (!html.includes('<pre>')) return html;
  return html.replace(/<pre>([\s\S]*?)<\/pre>/g, (block, inner: string) => {
    const text = inner.replace(/<[^>]*>/g, '').replace(/&#?\w+;/g, 'x');
    if (DRAWING.test(text)) {
      return longestLineOf(text) * CHAR_PX > NARROWEST_PX - AROUND_PX
        ? `<pre class="code-drawing" tabindex="0" role="region" aria-label="${SCROLLABLE_CODE_LABEL}">${inner}</pre>`
        : `<pre class="code-drawing">${inner}</pre>`;
    }
    const plain = /^<code>([^<]*)<\/code>$/.exec(inner);
    return plain ? `<pre><code class="code-lines">${codeLines(plain[1]!)}</code></pre>` : block;
  });
}

function longestLine(block: Element): number {
  return longestLineOf(block.textContent ?? '');
}

function longestLineOf(text: string): number {
  return Math.max(...text.split('\n').map((line) => line.replaceAll('\t', ' '.repeat(TAB_CHARS)).length));
}

function mark(block: Element, scrolls: boolean) {
  if (scrolls) {
    block.setAttribute('tabindex', '0');
    block.setAttribute('role', 'region');
    block.setAttribute('aria-label', SCROLLABLE_CODE_LABEL);
  } else {
    for (const name of ['tabindex', 'role', 'aria-label']) block.removeAttribute(name);
  }
}
