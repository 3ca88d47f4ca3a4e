import { useBrowserStore } from '../hooks/use-browser-store';
import { readSignedIn, subscribeSignedIn, type SignedIn } from './signed-in';

/** The sign-in marker; signed out while the server renders and while the app takes its page over. */
export function useSignedIn(): SignedIn | null {
  return useBrowserStore(subscribeSignedIn, readSignedIn, signedOut);
}

const signedOut = () => null;
