import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { currentRecord } from '../record/learner-record';

// All three chunks the transfer loads: one left real would go on loading after the test, and its
// import of the real progress-file could land in the next test's fresh registry, before its mock.
const FILE_CODE = ['./progress-file', './stored-progress', './bank-check'];

afterEach(() => {
  for (const path of FILE_CODE) vi.doUnmock(path);
  vi.resetModules();
  localStorage.clear();
});

/** As on a visit gone offline before the worker cached the chunk that reads and writes progress files. */
async function withoutFileCode() {
  for (const path of FILE_CODE)
    vi.doMock(path, () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
  const { ProgressTransfer } = await import('./progress-transfer');
  render(<ProgressTransfer />);
}

it('an export whose code cannot load says so', async () => {
  await withoutFileCode();
  fireEvent.click(screen.getByRole('button', { name: 'Export progress' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Export failed. The code that reads and writes progress files could not be loaded',
  );
});

it('an import whose code cannot load is refused, and nothing stored changes', async () => {
  // Any change replaces the record: the same object after means nothing changed.
  const before = currentRecord();
  await withoutFileCode();
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['{}'], 'progress.json', { type: 'application/json' })] } });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Import refused\. The code that reads and writes progress files could not be loaded.*Nothing was changed\.$/,
  );
  expect(currentRecord()).toBe(before);
});
