/**
 * The listeners of one stored value: this tab tells them when it writes (`notify`), and the
 * browser's `storage` event when another tab does, so every open tab shows the same.
 */
export function storageSignal() {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
  };
}
