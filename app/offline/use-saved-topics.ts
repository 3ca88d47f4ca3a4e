import { useEffect, useState } from 'react';
import { useServerView } from '../hooks/use-server-render';
import { savedTopicIds, subscribeSaved } from './offline-store';

const NONE: ReadonlySet<number> = new Set();

/**
 * The topics kept for offline use, read once for the whole list and again after a save. Empty
 * while the server renders and the app takes over, as the server could not know.
 */
export function useSavedTopics(): ReadonlySet<number> {
  const serverView = useServerView();
  const [saved, setSaved] = useState(NONE);
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
  return serverView ? NONE : saved;
}
