import { lazy, Suspense } from 'react';
import { useBrowserStore } from '../hooks/use-browser-store';
import { isSignedIn, subscribeSignedIn } from './signed-in';

// The sync and its schemas load only in a signed-in browser: a learner without an account gets
// neither the code nor a request (issue 23).
const SyncStatusText = lazy(() => import('./sync-status'));

/** The header's place for the sync status: empty until this browser is signed in. */
export function SyncSlot() {
  const signedIn = useBrowserStore(subscribeSignedIn, isSignedIn, () => false);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SyncStatusText />
    </Suspense>
  );
}
