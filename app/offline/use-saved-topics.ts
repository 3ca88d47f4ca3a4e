import { useEffect, useState } from 'react';
import { useServerView } from '../hooks/use-server-render';
import { savedTopicIds, subscribeSaved } from './offline-store';

/**
 * The topics kept for offline use, read once for the whole list and again after a save. Null
 * until they are read, and while the server renders and the app takes over, as the server could
 * not know: offline, a card must not say "Not available offline" before the cache has been asked.
 */
export function useSavedTopics(): ReadonlySet<number> | null {
  const serverView = useServerView();
  const [saved, setSaved] = useState<ReadonlySet<number> | null>(null);
  useEffect(() => {
    let current = true;
    const read = () =>
      void savedTopicIds().then(
        (ids) => current && setSaved(ids),
        () => undefined,
      );
    read();
    const stop = subscribeSaved(read);
    return () => {
      current = false;
      stop();
    };
  }, []);
  return serverView ? null : saved;
}
