/** How many characters of a value a client sent an error message repeats. */
export const MAX_ECHO_CHARS = 40;

/** Text cut to at most `max` characters, the last of them an ellipsis when it was cut. */
export function clip(text: string, max = MAX_ECHO_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * A client's value as an error message quotes it (JSON), cut short: an answer must not grow with
 * what was sent (a 15 KB query of %22 once gave a 40 KB error body).
 */
export function echo(value: unknown): string {
  return clip(JSON.stringify(value) ?? String(value));
}
