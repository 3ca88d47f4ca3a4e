import { act, fireEvent } from '@testing-library/react';
import { hydrate, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerRenderContext, useServerView } from '../hooks/use-server-render';
import { takeOver } from '../lib/take-over';
import { hydratedLater } from './hydrate-later';

const hydrated: string[] = [];

const Card = hydratedLater(function Card({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  const serverView = useServerView();
  hydrated.push(name);
  return (
    <li>
      <button type="button" disabled={serverView} onClick={() => setClicks(clicks + 1)}>
        {name} {clicks}
      </button>
    </li>
  );
});

function Page() {
  return (
    <ol>
      {['one', 'two', 'three'].map((name) => (
        <Card key={name} name={name} />
      ))}
    </ol>
  );
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('hydratedLater', () => {
  beforeEach(() => {
    // Timeouts are the turns; setImmediate stays real, to let each turn's promises settle.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    hydrated.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('hydrates each part in a task of its own, keeping the server DOM, then ends the take-over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerRenderContext.Provider value={{ setHead: () => {} }}>
        <Page />
      </ServerRenderContext.Provider>,
    );
    document.body.append(container);
    hydrated.length = 0;
    const serverItems = [...container.querySelectorAll('li')];
    expect(serverItems.map((item) => item.textContent)).toEqual(['one 0', 'two 0', 'three 0']);

    const done = takeOver(() => hydrate(<Page />, container));
    expect(hydrated).toEqual([]);
    for (const expected of [['one'], ['one', 'two'], ['one', 'two', 'three']]) {
      await settled();
      vi.advanceTimersToNextTimer();
      await settled();
      expect(hydrated).toEqual(expected);
    }
    expect(container.querySelector('button')).toBeDisabled();
    await settled();
    vi.advanceTimersToNextTimer();
    await done;

    const items = [...container.querySelectorAll('li')];
    expect(items).toHaveLength(3);
    items.forEach((item, index) => expect(item).toBe(serverItems[index]));
    const second = items[1]!.querySelector('button')!;
    // The parts subscribe to the end of the take-over in effects, which run after a frame and a
    // timeout; waitFor advances the fake clock.
    await vi.waitFor(() => expect(second).toBeEnabled());
    act(() => fireEvent.click(second));
    expect(second).toHaveTextContent('two 1');
    act(() => render(null, container));
    container.remove();
  });

  it('renders at once outside a take-over', () => {
    const container = document.createElement('div');
    act(() => render(<Page />, container));
    expect(hydrated).toEqual(['one', 'two', 'three']);
    expect([...container.querySelectorAll('button')].map((button) => button.disabled)).toEqual([false, false, false]);
  });
});
