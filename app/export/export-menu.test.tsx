import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportTopic } from '../../contract/export/export-topic';
import { ExportMenu } from './export-menu';

const TOPIC: ExportTopic = {
  slug: 'react',
  name: 'React',
  source: 'http://localhost/topic/7',
  questions: [
    {
      id: 'react:keys',
      question: '<p>What does a <code>key</code> help React do?</p>',
      options: ['Match items between renders', 'Style a list', 'Sort a list', 'Memoise a list'],
      correctAnswer: 'Match items between renders',
      explanation: 'Keys let React tell which item is which.',
      difficulty: 'easy',
      tags: ['lists'],
    },
  ],
};

/** The files the menu handed to the browser's download, by name. */
let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const toggle = () => screen.getByRole('button', { name: 'Download' });

describe('the download menu', () => {
  it('opens on its toggle, moves with the arrows, and closes on Escape back to the toggle', async () => {
    const user = userEvent.setup();
    render(<ExportMenu label="Download" load={async () => TOPIC} />);
    const list = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(list).not.toBeVisible();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    expect(list).toBeVisible();
    expect(list).toHaveAccessibleName('Download: formats');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: /^CSV/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^GIFT/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: /^QTI 1\.2/ })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(list).not.toBeVisible();
    expect(toggle()).toHaveFocus();
  });

  it('writes the chosen format here and saves it under the topic’s name', async () => {
    const user = userEvent.setup();
    render(<ExportMenu label="Download" load={async () => TOPIC} />);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^CSV/ }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Downloaded quiz-dojo-react.csv'));
    expect(saved.map((file) => file.name)).toEqual(['quiz-dojo-react.csv']);
    const csv = await saved[0]!.blob.text();
    expect(csv.split('\r\n')[0]).toMatch(/^id,topic,difficulty,tags,stem,option_a/);
    expect(csv).toContain('react:keys,react,easy,lists,');
    expect(saved[0]!.blob.type).toMatch(/^text\/csv/);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^QTI 2\.1/ }));
    await waitFor(() => expect(saved.map((file) => file.name)).toContain('quiz-dojo-react.qti21.zip'));
    // A zip starts with its local file header's signature.
    const bytes = new Uint8Array(await saved[1]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('says what went wrong when the questions cannot be had, and saves nothing', async () => {
    const user = userEvent.setup();
    const fail = async (): Promise<ExportTopic> => {
      throw Object.assign(new Error('no'), { data: { message: 'Could not reach the quiz API' } });
    };
    render(<ExportMenu label="Download" load={fail} />);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^GIFT/ }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Could not make the file: Could not reach the quiz API. Check your connection',
      ),
    );
    expect(saved).toEqual([]);
  });

  it('links a topic to the formats only the server makes, and not while offline', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ExportMenu label="Download" load={async () => TOPIC} topicId="7" />);
    await user.click(toggle());
    expect(screen.getByRole('link', { name: /^Anki package/ })).toHaveAttribute(
      'href',
      '/api/quiz/7/export?format=apkg',
    );
    unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ExportMenu label="Download" load={async () => TOPIC} topicId="7" />);
    await user.click(toggle());
    expect(screen.queryByRole('link', { name: /^Anki package/ })).toBeNull();
    expect(screen.getByText('Anki package')).toBeVisible();
    expect(screen.getByRole('button', { name: /^CSV/ })).toBeEnabled();
  });
});
