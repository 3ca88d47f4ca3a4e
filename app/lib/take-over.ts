/**
 * While the app hydrates a page the server rendered, components must render exactly what the
 * server did (controls disabled, nothing from the browser's storage), or hydration would keep
 * attributes that no longer match. Once it is done they switch to the browser's state in one
 * ordinary render, in a later task (docs/decisions/0006).
 */
let takingOver = false;
const listeners = new Set<() => void>();

export function beginTakeOver() {
  takingOver = true;
}

export function endTakeOver() {
  takingOver = false;
  for (const listener of listeners) listener();
}

export function isTakingOver(): boolean {
  return takingOver;
}

export function subscribeTakeOver(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
