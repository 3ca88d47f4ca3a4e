import { useEffect } from 'react';
import { useServerRender } from './use-server-render';

/**
 * Sets the tab title and the meta description of each page. The app runs on Preact
 * (docs/decisions/0005-preact-runtime.md), which does not hoist <title> or <meta> into the head
 * the way React 19 does. On the server, effects do not run: the renderer puts both into the head.
 */
export function useDocumentHead(title: string, description: string) {
  useServerRender()?.setHead(title, description);
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
