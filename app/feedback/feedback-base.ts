import { API_BASE } from '../lib/api-url';

/**
 * Where feedback goes, or null when it cannot be sent: the server takes it from pages of its own
 * origin only (docs/decisions/0017-feedback.md), so a build whose VITE_API_URL is another origin
 * sends none and shows no report button.
 */
export function feedbackBase(apiBase = API_BASE, page = globalThis.location?.href): string | null {
  if (!page) return null;
  if (apiBase === '') return '';
  try {
    return new URL(apiBase, page).origin === new URL(page).origin ? apiBase : null;
  } catch {
    return null;
  }
}
