import type { PageRenderOptions } from '../../contract/pages';

/**
 * A loader's context: the server's options while it renders a page (app/render-page.tsx), and
 * nothing in the browser.
 */
export function serverOptions(context: unknown): PageRenderOptions | undefined {
  const options = context as Partial<PageRenderOptions> | null | undefined;
  return typeof options?.fetchApi === 'function' && typeof options.sanitize === 'function'
    ? (options as PageRenderOptions)
    : undefined;
}
