// Plain JavaScript: the SQLite child process imports it without a TypeScript loader.

const CLOSERS = { "'": "'", '"': '"', '`': '`', '[': ']' };

/**
 * Cuts an SQL script at each `;` that is not inside a string, a quoted name or a comment.
 * A trigger body holds `;` of its own: the caller joins pieces back while SQLite reports them
 * incomplete. Pieces that hold only blanks and comments are dropped.
 * @param {string} sql
 * @returns {string[]}
 */
export function splitSql(sql) {
  const pieces = [];
  let start = 0;
  let meaningful = false;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 1;
    } else if (c in CLOSERS) {
      // A doubled quote inside a string is an escaped quote: the loop simply reopens it.
      const end = sql.indexOf(CLOSERS[c], i + 1);
      i = end === -1 ? sql.length : end;
      meaningful = true;
    } else if (c === ';') {
      if (meaningful) pieces.push(sql.slice(start, i + 1));
      start = i + 1;
      meaningful = false;
    } else if (!/\s/.test(c)) {
      meaningful = true;
    }
  }
  if (meaningful) pieces.push(sql.slice(start));
  return pieces;
}
