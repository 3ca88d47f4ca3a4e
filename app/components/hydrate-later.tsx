import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { laterTurn } from '../lib/take-over';

/**
 * Hydrating a whole page in one task blocks a slow phone for longer than 50 ms once it has a few
 * cards. A component wrapped here suspends during the first pass of hydration: Preact keeps its
 * server DOM as it is and hydrates it in a later task of its own (docs/decisions/0006). It must
 * render one element, which is all the DOM Preact keeps for a suspended component. Wrap before
 * `memo`, so a list that renders again skips the wrapper with the card.
 */
export function hydratedLater<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function HydratedLater(props: Props) {
    return (
      <Suspense fallback={null}>
        <WaitForTurn>
          <Component {...props} />
        </WaitForTurn>
      </Suspense>
    );
  }
  HydratedLater.displayName = `HydratedLater(${Component.displayName ?? Component.name})`;
  return HydratedLater;
}

function WaitForTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(() => watched(laterTurn()));
  if (turn && !turn.done) throw turn.promise;
  return children;
}

function watched(promise: Promise<void> | null) {
  if (!promise) return null;
  const turn = { promise, done: false };
  void promise.then(() => (turn.done = true));
  return turn;
}
