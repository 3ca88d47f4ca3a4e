/**
 * A block drawn with box-drawing characters (U+2500 to U+257F) is a picture: wrapped, its lines no
 * longer meet. It is the one kind of code that keeps its layout and scrolls sideways; every other
 * block wraps (app/styles.css). The bank has none today.
 */
export const DRAWING = /[\u2500-\u257f]/;

/** Tabs in question code are this many columns wide (`tab-size` in app/styles.css). */
const TAB_COLUMNS = 4;
/** The deepest indent a wrapped line keeps; `code-indent-0` to this are in app/styles.css. */
export const MAX_INDENT = 24;

/**
 * A plain code block's text with each source line in an element of its own, classed by its
 * indent, so that a line that wraps goes on under its own indentation with a mark before the part
 * that continues (app/styles.css). Only the elements are added: the text, and so what the block
 * copies, is the source's. The newlines stay between the lines; blank lines hold a `<br>`, which
 * has no text but keeps the line's height and copies as its newline.
 */
export function codeLines(text: string): string {
  const lines = text.split('\n');
  // The newline that ends the block is kept as text after the last line, where it shows nothing.
  const last = lines.at(-1) === '' ? lines.pop() : undefined;
  const marked = lines.map((line) => `<span class="code-line code-indent-${indentOf(line)}">${line || '<br>'}</span>`);
  return marked.join('\n') + (last === undefined ? '' : '\n');
}

function indentOf(line: string): number {
  let columns = 0;
  for (const character of line) {
    if (character === ' ') columns += 1;
    else if (character === '\t') columns += TAB_COLUMNS - (columns % TAB_COLUMNS);
    else break;
  }
  return Math.min(columns, MAX_INDENT);
}
