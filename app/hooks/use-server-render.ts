import { createContext, useContext } from 'react';

/** What components need while the server renders a page (app/render-page.tsx). */
export type ServerRender = {
  /** Question HTML reduced to the browser's allowlist: DOMPurify needs a DOM the server lacks. */
  sanitize: (html: string) => string;
  /** The page's title and description, for the head of the HTML the server sends. */
  setHead: (title: string, description: string) => void;
};

export const ServerRenderContext = createContext<ServerRender | null>(null);

/**
 * Null in the browser. On the server, controls that work only with the script render disabled,
 * so that a click before the script runs is refused visibly rather than lost.
 */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}
