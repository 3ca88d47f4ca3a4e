import { lazy, Suspense } from 'react';
import { useBrowserStore } from '../hooks/use-browser-store';
import { loadLocale, pageLocale } from '../i18n/locale';
import { signedInSince, subscribeSignedIn } from '../record/signed-in';

// The sync and its schemas load only in a signed-in browser: a learner without an account gets
// neither the code nor a request (issue 23).
// Its text is a catalog of its own, fetched with its code (app/i18n/catalogs.ts).
const SyncStatusText = lazy(() =>
  Promise.all([import('./sync-status'), loadLocale(pageLocale(), ['sync'])]).then(([module]) => module),
);

/**
 * The header's place for the sync status: empty until this browser is signed in. Keyed by the
 * sign-in, so a new one heard without a signed-out state between (a tab frozen meanwhile) starts
 * a sync of its own: the old one ignores what comes after its sign-in ended.
 */
export function SyncSlot() {
  const since = useBrowserStore(subscribeSignedIn, signedInSince, () => undefined);
  if (since === undefined) return null;
  return (
    <Suspense fallback={null}>
      <SyncStatusText key={since} />
    </Suspense>
  );
}
