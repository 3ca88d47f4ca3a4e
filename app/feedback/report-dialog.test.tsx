import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import ReportDialog from './report-dialog';

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function report() {
  render(<ReportDialog questionId="7:q1" questionLabel="Quiz 1" onClose={() => {}} />);
  await userEvent.click(screen.getByRole('radio', { name: 'The question is unclear' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
}

it('says the report has been sent once the server has it', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 201 })),
  );
  await report();
  expect(await screen.findByText(/It has been sent\./)).toHaveRole('status');
  expect(screen.queryByText(/back online/)).not.toBeInTheDocument();
});

it('says the report waits in this browser when the site cannot be reached', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  await report();
  expect(await screen.findByText(/sent as soon as you are back online\./)).toHaveRole('status');
  expect(screen.queryByText(/It has been sent/)).not.toBeInTheDocument();
  expect(localStorage.getItem('quiz-dojo:feedback-outbox:v1')).toContain('unclear');
});
