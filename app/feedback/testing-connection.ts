import { vi } from 'vitest';

/** For tests: a fetch that fails as offline until `goOnline()`, then answers 201. */
export function stubConnection() {
  let online = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 201 });
    }),
  );
  return { goOnline: () => (online = true) };
}
