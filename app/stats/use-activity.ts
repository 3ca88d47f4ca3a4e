import { useBrowserStore } from '../hooks/use-browser-store';
import { readActivity, subscribeActivity } from '../record/activity-store';
import type { ActivityLog } from '../record/days';

const NONE: ActivityLog = new Map();

/** The recorded activity log, live: an answer given in another tab shows at once. */
export function useActivity(): ActivityLog {
  return useBrowserStore(subscribeActivity, readActivity, () => NONE);
}
