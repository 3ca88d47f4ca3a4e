import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeText } from './code-text';

function html(text: string) {
  return render(<CodeText text={text} />).container.innerHTML;
}

describe('CodeText', () => {
  it('turns backtick spans into code elements', () => {
    const { container } = render(<CodeText text="Use `let x` or `const`" />);
    expect(Array.from(container.querySelectorAll('code'), (node) => node.textContent)).toEqual(['let x', 'const']);
    expect(container).toHaveTextContent('Use let x or const');
  });

  it('shows markup as text', () => {
    expect(html('`<img src=x onerror=alert(1)>`')).not.toContain('<img');
  });

  it('keeps an unmatched backtick as typed', () => {
    const { container } = render(<CodeText text="a `b` c ` d" />);
    expect(container).toHaveTextContent('a b c ` d');
    expect(container.querySelectorAll('code')).toHaveLength(1);
  });
});
