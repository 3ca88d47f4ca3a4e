import { useCallback, useRef, useState } from 'react';
import { asAccountError, type AccountError } from './account-error';

export type ActionState = { busy: boolean; error: AccountError | null; done: string | null };

/**
 * One account action at a time per control: busy while it runs, then the sentence to show (what
 * happened, or what went wrong and what to do).
 */
export function useAction() {
  const [state, setState] = useState<ActionState>({ busy: false, error: null, done: null });
  const running = useRef(false);
  const run = useCallback(async <T>(work: () => Promise<T>, done?: (result: T) => string | null) => {
    if (running.current) return;
    running.current = true;
    setState({ busy: true, error: null, done: null });
    try {
      const result = await work();
      setState({ busy: false, error: null, done: done?.(result) ?? null });
    } catch (error) {
      setState({ busy: false, error: asAccountError(error), done: null });
    } finally {
      running.current = false;
    }
  }, []);
  return { ...state, run };
}
