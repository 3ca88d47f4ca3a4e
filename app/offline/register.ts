import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './update-state';

/** A tab left open for days still learns of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker once the page has loaded (Workbox waits for the load event), so
 * it never competes with the first screen. A new version waits until the learner chooses
 * "Reload to update"; only the tab that chose it reloads, never another one under the learner's hands.
 */
export function registerWorker() {
  let chosen = false;
  const update = registerSW({
    onNeedRefresh: () =>
      offerUpdate(() => {
        chosen = true;
        void update();
      }),
    // Another tab chose to update: this one now runs under the new worker, and reloads when its learner says so.
    onNeedReload: () => (chosen ? window.location.reload() : offerUpdate(() => window.location.reload())),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    },
  });
}
