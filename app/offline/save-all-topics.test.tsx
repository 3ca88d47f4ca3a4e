import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SaveAllTopics } from './save-all-topics';

vi.mock('./offline-store', () => ({
  canSaveOffline: () => true,
  formatBytes: (bytes: number) => `${bytes} B`,
  saveTopicsForOffline: () => new Promise(() => {}),
}));

afterEach(() => vi.restoreAllMocks());

const goOffline = (offline: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });

it('offers to save every topic online, and not offline, where it cannot work', async () => {
  render(<SaveAllTopics topicIds={[1, 2]} />);
  expect(screen.getByRole('button', { name: 'Save all topics for offline' })).toBeEnabled();

  goOffline(true);
  expect(screen.queryByRole('button', { name: 'Save all topics for offline' })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'You are offline: topics can be saved for offline use once you are back online.',
  );

  goOffline(false);
  expect(await screen.findByRole('button', { name: 'Save all topics for offline' })).toBeEnabled();
});
