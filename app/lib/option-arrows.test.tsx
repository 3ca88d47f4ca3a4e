import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusOptionByArrow } from './option-arrows';

function Options({ disabled = [] as number[], dir = 'ltr' }) {
  return (
    <div dir={dir} role="radiogroup" aria-label="Options" onKeyDown={focusOptionByArrow}>
      {['a', 'b', 'c', 'd'].map((name, index) => (
        <label key={name}>
          <input type="radio" name="q" value={name} disabled={disabled.includes(index)} onChange={() => {}} />
          {name}
        </label>
      ))}
    </div>
  );
}

const option = (name: string) => screen.getByRole('radio', { name });

describe('focusOptionByArrow', () => {
  it('moves the focus with the arrows, round the ends, and checks nothing', () => {
    render(<Options />);
    option('a').focus();
    fireEvent.keyDown(option('a'), { key: 'ArrowDown' });
    expect(option('b')).toHaveFocus();
    fireEvent.keyDown(option('b'), { key: 'ArrowRight' });
    expect(option('c')).toHaveFocus();
    fireEvent.keyDown(option('c'), { key: 'ArrowUp' });
    fireEvent.keyDown(option('b'), { key: 'ArrowLeft' });
    fireEvent.keyDown(option('a'), { key: 'ArrowUp' });
    expect(option('d')).toHaveFocus();
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it('swaps Left and Right in a right-to-left page, where the next option is on the left', () => {
    render(<Options dir="rtl" />);
    option('a').focus();
    fireEvent.keyDown(option('a'), { key: 'ArrowLeft' });
    expect(option('b')).toHaveFocus();
    fireEvent.keyDown(option('b'), { key: 'ArrowDown' });
    expect(option('c')).toHaveFocus();
    fireEvent.keyDown(option('c'), { key: 'ArrowRight' });
    expect(option('b')).toHaveFocus();
  });

  it('cancels the browser’s own arrow, which would choose the option', () => {
    render(<Options />);
    expect(fireEvent.keyDown(option('a'), { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(option('b'), { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(option('b'), { key: 'ArrowDown', ctrlKey: true })).toBe(true);
  });

  it('skips disabled options', () => {
    render(<Options disabled={[1, 2]} />);
    fireEvent.keyDown(option('a'), { key: 'ArrowDown' });
    expect(option('d')).toHaveFocus();
  });
});
