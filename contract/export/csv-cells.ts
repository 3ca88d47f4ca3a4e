/**
 * A spreadsheet runs a cell that starts with = + - @ (and, in some, tab or carriage return) as a
 * formula. Such a cell gets a leading apostrophe, the usual way to say "text". A cell that already
 * starts with apostrophes before one of those characters gets one more, so the escape is reversible:
 * reading removes exactly one apostrophe, and only from a cell of the shape escaping makes.
 */
const ESCAPED_SHAPE = /^'*[=+\-@\t\r]/;

export const escapeCell = (cell: string) => (ESCAPED_SHAPE.test(cell) ? `'${cell}` : cell);

export const unescapeCell = (cell: string) =>
  cell.startsWith("'") && ESCAPED_SHAPE.test(cell.slice(1)) ? cell.slice(1) : cell;

export const CSV_COLUMNS = [
  'id',
  'topic',
  'difficulty',
  'tags',
  'stem',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'answer',
  'explanation',
  'license',
  'source',
] as const;
