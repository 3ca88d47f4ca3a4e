/** Output as compared: trailing spaces of each line removed, then blank lines around it trimmed. */
export function normalizeOutput(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .trim();
}

/** The correct option as the output it claims: `"object"` in backticks means "object". */
export function optionAsOutput(option: string): string {
  const trimmed = option.trim();
  const code = /^(`+)(.*)\1$/s.exec(trimmed);
  // `a` or `b` is two code spans, not one: keep it as written.
  if (!code || code[2]!.includes(code[1]!)) return trimmed;
  return code[2]!.trim();
}

/** Long outputs are cut for the report, keeping where they start. */
export function bounded(text: string, max = 400): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}
