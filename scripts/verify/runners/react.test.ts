import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';

const { context, dispose } = createContext(20_000);
afterAll(dispose);
const verify = (jsx: string, expected: string) => verifyClaim(claim('react', jsx, expected), context);

describe('react', () => {
  it('runs JSX with real React 19 on a jsdom document, with act', async () => {
    const jsx = `import { act, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => { setCount(count + 1); setCount(count + 1); }}>{count}</button>;
}
console.log(version.split('.')[0], renderToString(<Counter />));
const container = document.createElement('div');
document.body.append(container);
await act(() => createRoot(container).render(<Counter />));
await act(() => container.querySelector('button').dispatchEvent(new window.MouseEvent('click', { bubbles: true })));
console.log(container.innerHTML);`;
    expect(await verify(jsx, '19 <button>0</button>\n<button>1</button>')).toEqual({ status: 'proven' });
  }, 30_000);

  it('fails a wrong claim, with the error when the module does not compile', async () => {
    const jsx = `import { useState } from 'react';
import { renderToString } from 'react-dom/server';
function Greeting({ name = 'you' }) { return <p>Hello, {name}</p>; }
console.log(renderToString(<Greeting />));`;
    expect(await verify(jsx, '<p>Hello, you</p>')).toEqual({
      status: 'failed',
      expected: '<p>Hello, you</p>',
      actual: '<p>Hello, <!-- -->you</p>',
      why: '',
    });
    expect(await verify('const broken = <div>;\nconsole.log(broken);', '<div></div>')).toMatchObject({
      status: 'failed',
      why: expect.stringMatching(/stderr: .*error/i),
    });
  }, 30_000);

  it('resolves only React: no other package of the project is reachable from the snippet', async () => {
    const jsx = `try { await import('jsdom'); console.log('jsdom reachable'); } catch (error) { console.log(error.code); }`;
    expect(await verify(jsx, 'ERR_MODULE_NOT_FOUND')).toEqual({ status: 'proven' });
  }, 30_000);
});
