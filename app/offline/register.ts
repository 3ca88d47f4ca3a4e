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
  const update = registerSW({
    onNeedRefresh: () => offerUpdate(() => void switchToNewVersion(update)),
    // Another tab switched to the new version: this one keeps its notice and reloads when its learner says so.
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    },
  });
}

/**
 * Reloads once the waiting worker has taken control. The plugin's own reload misses a page the
 * first worker took over on its first visit, so this tab listens for the change itself.
 */
async function switchToNewVersion(activateWaiting: () => Promise<void>) {
  const registration = await navigator.serviceWorker.getRegistration();
  // Another tab has already switched: the new worker controls this one too.
  if (!registration?.waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  await activateWaiting();
}
