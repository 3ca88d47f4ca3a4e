import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { hydrate, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '../../contract/quiz';
import { QuestionList } from '../components/question-list';
import type { Answer } from '../record/progress-store';
import { takeOver } from '../lib/take-over';
import { ServerRenderContext } from './use-server-render';

const questions: Question[] = Array.from({ length: 25 }, (_, index) => ({
  id: `q${index + 1}`,
  question: `What is ${index + 1} + 1?`,
  options: [`${index + 2}`, `${index + 3}`, `${index + 4}`, `${index + 5}`],
  correctAnswer: `${index + 2}`,
  explanation: `It is ${index + 2}.`,
}));

const stored: Record<string, Answer> = {
  q2: { chosen: '3', correct: true, at: 0, first: { chosen: '3', correct: true, at: 0 } } as unknown as Answer,
};

/** The groups the list observes; the test says when one nears the screen. */
let nearing: (target: Element) => void;
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {
        nearing = (target) =>
          this.callback(
            [
              {
                target,
                isIntersecting: true,
                boundingClientRect: { top: 0, height: 1000 },
                rootBounds: { height: 800 },
              } as unknown as IntersectionObserverEntry,
            ],
            this as unknown as IntersectionObserver,
          );
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A topic page the server sent, then taken over by the app with `answers` stored. */
async function serverPage(answers: Record<string, Answer>, onChoose = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerRenderContext.Provider value={{ setHead: () => {} }}>
      <QuestionList questions={questions} answers={{}} onChoose={onChoose} />
    </ServerRenderContext.Provider>,
  );
  document.body.append(container);
  const serverCards = [...container.querySelectorAll('li')];
  // The first pass sees no stored answers (useBrowserStore); the page renders again with them.
  await takeOver(() => hydrate(<QuestionList questions={questions} answers={{}} onChoose={onChoose} />, container));
  act(() => render(<QuestionList questions={questions} answers={answers} onChoose={onChoose} />, container));
  const cards = () => [...container.querySelectorAll('li')];
  const done = () => {
    act(() => render(null, container));
    container.remove();
  };
  return { container, serverCards, cards, onChoose, done };
}

describe('cards of a page the server sent', () => {
  it('stay its DOM, and a card first used is hydrated at once and answers', async () => {
    const page = await serverPage({});
    const card = page.cards()[22]!;
    expect(page.cards()).toEqual(page.serverCards);
    // Its handlers are attached once the app has taken over (an effect, after a frame).
    await waitFor(() => {
      fireEvent.pointerDown(within(card).getByRole('radio', { name: '25' }));
      fireEvent.click(within(card).getByRole('radio', { name: '25' }));
      expect(page.onChoose).toHaveBeenCalledWith('25', questions[22]);
    });
    expect(page.cards()).toEqual(page.serverCards);
    page.done();
  });

  it('show a stored answer as soon as their group nears the screen', async () => {
    const page = await serverPage(stored);
    const second = page.cards()[1]!;
    expect(within(second).queryByText('correct', { exact: true })).toBeNull();
    await waitFor(() => {
      nearing(page.container.querySelector('ol')!);
      expect(within(second).getByText('correct', { exact: true })).toBeInTheDocument();
    });
    expect(within(second).getByRole('radio', { name: '3' })).toBeChecked();
    expect(page.cards()[1]).toBe(page.serverCards[1]);
    page.done();
  });

  it('count a radio checked before the app could hear it as the pick', async () => {
    const page = await serverPage({});
    const radio = within(page.cards()[0]!).getByRole('radio', { name: '4' }) as HTMLInputElement;
    radio.checked = true;
    await waitFor(() => {
      nearing(page.container.querySelector('ol')!);
      expect(page.onChoose).toHaveBeenCalledWith('4', questions[0]);
    });
    page.done();
  });
});
