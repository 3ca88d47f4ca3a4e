import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const ITEMS = [
  { title: 'First', body: 'Body one' },
  { title: 'Second', body: 'Body two' },
  { title: 'Third', body: 'Body three' },
];

function expectOpen(title: string | null) {
  for (const item of ITEMS) {
    const button = screen.getByRole('button', { name: item.title });
    const open = item.title === title;
    expect(button).toHaveAttribute('aria-expanded', String(open));
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent(item.body);
    if (open) expect(panel).toBeVisible();
    else expect(panel).not.toBeVisible();
  }
}

describe('Accordion', () => {
  it('opens the first item at the start', () => {
    render(<Accordion items={ITEMS} />);
    expectOpen('First');
    expect(screen.getByRole('region', { name: 'First' })).toHaveTextContent('Body one');
  });

  it('closes the open item when another opens', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.click(screen.getByRole('button', { name: 'Third' }));
    expectOpen('Third');
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expectOpen('Second');
  });

  it('closes the open item when it is clicked', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.click(screen.getByRole('button', { name: 'First' }));
    expectOpen(null);
    await user.click(screen.getByRole('button', { name: 'First' }));
    expectOpen('First');
  });
});
