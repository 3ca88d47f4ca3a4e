import { useMemo } from 'react';
import { useBrowserStore } from '../hooks/use-browser-store';
import { parseActivity, rawActivity, subscribeActivity } from '../record/activity-store';

/** The stored activity log, live: an answer given in another tab shows at once. */
export function useActivity() {
  const raw = useBrowserStore(subscribeActivity, rawActivity, () => null);
  return useMemo(() => parseActivity(raw), [raw]);
}
