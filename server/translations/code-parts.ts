import { FENCE } from '../content/parse-markdown-question.js';

export type NumberedLine = { text: string; number: number };
export type FencedBlock = { text: string; line: number };

/** The fenced code blocks of a question text (fences included, byte for byte) and the prose around them. */
export function splitFences(lines: NumberedLine[]) {
  const blocks: FencedBlock[] = [];
  const prose: string[] = [];
  let open: NumberedLine[] | undefined;
  for (const line of lines) {
    if (open) {
      open.push(line);
      if (FENCE.test(line.text)) {
        blocks.push({ text: open.map((l) => l.text).join('\n'), line: open[0]!.number });
        open = undefined;
      }
    } else if (FENCE.test(line.text)) open = [line];
    else prose.push(line.text);
  }
  if (open) blocks.push({ text: open.map((l) => l.text).join('\n'), line: open[0]!.number });
  return { blocks, prose: prose.join('\n') };
}

export const numbered = (text: string): NumberedLine[] =>
  text.split('\n').map((t, index) => ({ text: t, number: index }));

/**
 * The inline code spans of a text, backticks included, exactly as written. CommonMark's rule (a run
 * of n backticks up to the next run of exactly n; a backslash escapes a backtick outside code) is
 * scanned here because markdown-it's tokens keep a span's content normalised, not its bytes.
 */
export function codeSpans(text: string): string[] {
  const spans: string[] = [];
  const runEnd = (from: number) => {
    let end = from;
    while (text[end] === '`') end++;
    return end;
  };
  let index = 0;
  while (index < text.length) {
    if (text[index] === '\\') index += 2;
    else if (text[index] !== '`') index++;
    else {
      const open = runEnd(index);
      let close = -1;
      for (let at = open; at < text.length && close === -1;) {
        if (text[at] !== '`') at++;
        else {
          const end = runEnd(at);
          if (end - at === open - index) close = end;
          at = end;
        }
      }
      if (close === -1) index = open;
      else {
        spans.push(text.slice(index, close));
        index = close;
      }
    }
  }
  return spans;
}

/** An option that is code: nothing but one inline code span. */
export function isCodeOption(text: string): boolean {
  const trimmed = text.trim();
  const spans = codeSpans(trimmed);
  return spans.length === 1 && spans[0] === trimmed;
}

/** How many more (positive) or fewer (negative) times each span is in `translated` than in `source`. */
export function spanDifferences(source: string[], translated: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const span of translated) counts.set(span, (counts.get(span) ?? 0) + 1);
  for (const span of source) counts.set(span, (counts.get(span) ?? 0) - 1);
  return new Map([...counts].filter(([, count]) => count !== 0));
}
