import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import ReportDialog from './report-dialog';
import { stubConnection } from './testing-connection';

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

it('says the report was sent once the server has it', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 201 })),
  );
  await report();
  expect(await screen.findByText('Thanks, your report was sent.')).toHaveRole('status');
  expect(screen.queryByText(/back online/)).not.toBeInTheDocument();
});

it('says the report will be sent when back online, and that it was sent once it goes', async () => {
  const connection = stubConnection();
  await report();
  expect(await screen.findByText('Thanks, your report will be sent when you are back online.')).toHaveRole('status');
  expect(screen.queryByText(/was sent/)).not.toBeInTheDocument();
  expect(localStorage.getItem('quiz-dojo:feedback-outbox:v1')).toContain('unclear');
  connection.goOnline();
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByText('Thanks, your report was sent.')).toHaveRole('status');
  expect(localStorage.getItem('quiz-dojo:feedback-outbox:v1')).toBeNull();
});

it('says the server did not take the report, in its words, and never that it was sent', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response('{"status":false,"message":"There is no question with id 7:q1","data":null}', { status: 404 }),
    ),
  );
  await report();
  const status = await screen.findByRole('status');
  await vi.waitFor(() =>
    expect(status).toHaveTextContent('The server did not take this report. It said:There is no question with id 7:q1'),
  );
  expect(screen.queryByText(/was sent|back online/)).not.toBeInTheDocument();
  expect(localStorage.getItem('quiz-dojo:feedback-outbox:v1') ?? '').not.toContain('unclear');
});
