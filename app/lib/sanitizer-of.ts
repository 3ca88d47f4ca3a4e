import { serverOptions } from './server-options';

/**
 * A loader's sanitizer: the server's while it renders a page (it has no DOM for DOMPurify), the
 * browser's otherwise. Loaders sanitize once, so the page data the server embeds is already safe
 * and hydration renders it as it is. DOMPurify is fetched only when a loader runs in the browser:
 * a page the server rendered never needs it to be taken over.
 */
export async function sanitizerOf(context: unknown): Promise<(html: string) => string> {
  return serverOptions(context)?.sanitize ?? (await import('./sanitize')).sanitizeQuestionHtml;
}
