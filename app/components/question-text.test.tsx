import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLLABLE_CODE_LABEL } from '../hooks/use-scrollable-code';
import { renderToString } from 'preact-render-to-string';
import { QuestionText } from './question-text';

// jsdom lays nothing out: the blocks are decided by their longest line, as a card off screen is.
describe('code in a question', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('innerWidth', 390);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('makes a block too wide for a phone a labelled region in the tab order', () => {
    render(
      <QuestionText html={'<p>Sort?</p><pre><code>people = [("Ann", 30), ("Bob", 25), ("Cid", 30)]</code></pre>'} />,
    );
    const region = screen.getByRole('region', { name: SCROLLABLE_CODE_LABEL });
    expect(region.tagName).toBe('PRE');
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('leaves a block that fits out of the tab order', () => {
    const { container } = render(<QuestionText html={'<pre><code>print(add(2))</code></pre>'} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('pre')).not.toHaveAttribute('tabindex');
  });
});

describe('code in a question, as the server sends it', () => {
  it('marks a block that may scroll on a 320 px screen before any script has measured it', () => {
    const html = renderToString(
      <QuestionText html={'<pre><code>const total = items.reduce((a, b) =&gt; a + b);</code></pre><pre>x = 1</pre>'} />,
    );
    expect(html).toContain(`<pre tabindex="0" role="region" aria-label="${SCROLLABLE_CODE_LABEL}"><code>const total`);
    expect(html).toContain('<pre>x = 1</pre>');
  });
});
