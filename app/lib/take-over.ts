/**
 * While the app hydrates a page the server rendered, components must render exactly what the
 * server did (controls disabled, nothing from the browser's storage), or hydration would keep
 * attributes that no longer match. Once it is done they switch to the browser's state in one
 * ordinary render, in a later task (docs/decisions/0006).
 */
let takingOver = false;
let firstPass = false;
let turns: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

/**
 * Hydrates the page, then waits for the parts given later turns during it
 * (app/components/hydrate-later.tsx), then ends the take-over in a task of its own.
 */
export async function takeOver(hydratePage: () => void): Promise<void> {
  takingOver = true;
  firstPass = true;
  try {
    hydratePage();
  } finally {
    firstPass = false;
  }
  await turns;
  await nextTask();
  takingOver = false;
  for (const listener of listeners) listener();
}

export function isTakingOver(): boolean {
  return takingOver;
}

/**
 * Whether this render is hydration's first pass, the one that meets the server's HTML. A screen
 * the router opens while the take-over is still going on (a link tapped in a part hydrated early)
 * is taking over too, but has no server HTML of its own to keep.
 */
export function isFirstPass(): boolean {
  return firstPass;
}

export function subscribeTakeOver(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * During the first pass of hydration, a turn: the next task after the turn before it, so that no
 * task hydrates more than one part. Null at any other time, when there is nothing to wait for.
 */
export function laterTurn(): Promise<void> | null {
  if (!firstPass) return null;
  turns = turns.then(nextTask);
  return turns;
}

export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
