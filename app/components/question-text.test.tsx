import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLLABLE_CODE_LABEL } from '../hooks/use-scrollable-code';
import { renderToString } from 'preact-render-to-string';
import { QuestionText } from './question-text';

const WIDE = 'people = [("Ann", 30), ("Bob", 25), ("Cid", 30)]';
const DRAWING = '┌──────────────────────────────────────┐';

// jsdom lays nothing out: a drawing is decided by its longest line, as a card off screen is.
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

  it('wraps code too wide for a phone: a line per element, no region, out of the tab order', () => {
    const { container } = render(
      <QuestionText html={`<p>Sort?</p><pre><code>${WIDE}\n  print(people)\n</code></pre>`} />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('pre')).not.toHaveAttribute('tabindex');
    const lines = [...container.querySelectorAll('.code-line')];
    expect(lines.map((line) => line.className)).toEqual(['code-line code-indent-0', 'code-line code-indent-2']);
    expect(container.querySelector('pre')!.textContent).toBe(`${WIDE}\n  print(people)\n`);
  });

  it('keeps a drawing too wide for a phone as it is, a labelled region in the tab order', () => {
    render(<QuestionText html={`<pre><code>${DRAWING}</code></pre>`} />);
    const region = screen.getByRole('region', { name: SCROLLABLE_CODE_LABEL });
    expect(region.tagName).toBe('PRE');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.querySelector('.code-line')).toBeNull();
  });
});

describe('code in a question, as the server sends it', () => {
  it('sends a plain block as lines, and marks a drawing that may scroll on a 320 px screen before any script has measured it', () => {
    const html = renderToString(
      <QuestionText
        html={`<pre><code>const total = items.reduce((a, b) =&gt; a + b);\n\n\tx()\n</code></pre><pre><code>${DRAWING}</code></pre>`}
      />,
    );
    expect(html).toContain(
      '<pre><code class="code-lines"><span class="code-line code-indent-0">const total = items.reduce((a, b) =&gt; a + b);</span>\n<span class="code-line code-indent-0"><br></span>\n<span class="code-line code-indent-4">\tx()</span>\n</code></pre>',
    );
    expect(html).toContain(
      `<pre class="code-drawing" tabindex="0" role="region" aria-label="${SCROLLABLE_CODE_LABEL}"><code>┌`,
    );
  });
});
