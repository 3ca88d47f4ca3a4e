/** Stored or fetched text as JSON, or undefined when it is not JSON: the caller's schema decides the rest. */
export function safeJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
