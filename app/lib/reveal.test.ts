import { afterEach, describe, expect, it, vi } from 'vitest';
import { reveal } from './reveal';

function withReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
}

describe('reveal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])('scrolls no further than needed (reduced motion %s: %s)', (reduce, behavior) => {
    withReducedMotion(reduce);
    const element = document.createElement('button');
    element.scrollIntoView = vi.fn();
    reveal(element);
    expect(element.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior });
  });
});
