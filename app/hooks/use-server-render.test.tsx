import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeOver } from '../lib/take-over';
import { useBrowserStore } from './use-browser-store';
import { ServerRenderContext, useServerView } from './use-server-render';

function Control() {
  const serverView = useServerView();
  const stored = useBrowserStore(
    () => () => {},
    () => 'stored in the browser',
    () => 'as the server sent it',
  );
  return (
    <button type="button" disabled={serverView}>
      {stored}
    </button>
  );
}

describe('useServerView', () => {
  it('is false in the browser, where controls work and storage is read', () => {
    render(<Control />);
    expect(screen.getByRole('button', { name: 'stored in the browser' })).toBeEnabled();
  });

  it('is true while the server renders', () => {
    render(
      <ServerRenderContext.Provider value={{ setHead: () => {} }}>
        <Control />
      </ServerRenderContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'as the server sent it' })).toBeDisabled();
  });

  it("renders the server's view while the app takes a page over, then the browser's", async () => {
    const done = takeOver(() => render(<Control />));
    expect(screen.getByRole('button', { name: 'as the server sent it' })).toBeDisabled();
    await act(() => done);
    expect(screen.getByRole('button', { name: 'stored in the browser' })).toBeEnabled();
  });
});
