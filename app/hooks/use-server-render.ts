import { createContext, useContext, useSyncExternalStore } from 'react';
import { isTakingOver, subscribeTakeOver } from '../lib/take-over';

/** What components need while the server renders a page (app/render-page.tsx). */
export type ServerRender = {
  /** The page's title and description, for the head of the HTML the server sends. */
  setHead: (title: string, description: string) => void;
};

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** Null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

/**
 * True while the server renders and while the browser hydrates its page: controls that work only
 * with the script render disabled, so that a click before it runs is refused visibly, not lost.
 */
export function useServerView(): boolean {
  const server = useServerRender() !== null;
  const hydrating = useSyncExternalStore(subscribeTakeOver, isTakingOver);
  return server || hydrating;
}
