/**
 * Whether this browser shares its first answers (anonymously, README "Privacy"). A learner's
 * choice is remembered; without one, sharing is on unless the browser asks not to be tracked (Do
 * Not Track or Global Privacy Control). Reports are sent only when the learner writes one, whatever
 * this setting.
 */
export const SHARING_KEY = 'quiz-dojo:feedback-sharing:v1';

type PrivacyNavigator = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

/** Do Not Track or Global Privacy Control is set. */
export function asksNotToTrack(nav: PrivacyNavigator = globalThis.navigator ?? {}): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

export function readSharing(storage: Storage = localStorage, nav?: PrivacyNavigator): boolean {
  let stored: string | null = null;
  try {
    stored = storage.getItem(SHARING_KEY);
  } catch {
    // Storage refused (a private window's quota, a policy): no choice remembered.
  }
  if (stored === 'on') return true;
  if (stored === 'off') return false;
  return !asksNotToTrack(nav);
}

export function writeSharing(on: boolean, storage: Storage = localStorage): void {
  try {
    storage.setItem(SHARING_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered; the choice holds for this page only.
  }
}
