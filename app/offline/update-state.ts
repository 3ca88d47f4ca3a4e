/** A waiting new version, and how to switch to it; set by app/offline/register.ts. */
let apply: (() => void) | undefined;
const listeners = new Set<() => void>();

export function offerUpdate(run: () => void) {
  apply = run;
  for (const listener of listeners) listener();
}

export function pendingUpdate(): (() => void) | undefined {
  return apply;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
