import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SHARING_KEY } from './sharing';
import { SharingToggle } from './sharing-toggle';

beforeEach(() => localStorage.clear());

describe('the sharing setting', () => {
  it('is on by default, and turning it off is remembered', async () => {
    render(<SharingToggle />);
    const box = screen.getByRole('checkbox', { name: 'Share my first answers, anonymously' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(localStorage.getItem(SHARING_KEY)).toBe('off');
  });

  it('shows a choice remembered earlier', () => {
    localStorage.setItem(SHARING_KEY, 'off');
    render(<SharingToggle />);
    expect(screen.getByRole('checkbox', { name: 'Share my first answers, anonymously' })).not.toBeChecked();
  });
});
