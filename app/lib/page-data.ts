import type { HydrationState } from 'react-router';
import { PAGE_DATA_ID } from '../../contract/pages';

/** JSON that cannot end its <script> element early, whatever the question text holds. */
export function serializePageData(data: Partial<HydrationState>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The data of a page the server rendered, or undefined for a bare shell or a damaged block. */
export function readPageData(): Partial<HydrationState> | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    const loaderData = (data as { loaderData?: unknown } | null)?.loaderData;
    return typeof loaderData === 'object' && loaderData !== null
      ? { loaderData: loaderData as Record<string, unknown> }
      : undefined;
  } catch {
    return undefined;
  }
}
