// Runs an SQL script in a fresh in-memory SQLite database and prints what the sqlite3 shell prints
// in its default list mode: rows of every statement that returns rows, `|` between columns, NULL
// empty. Errors go to stderr and the script goes on, like the shell's. Usage: sqlite-child.js
// <better-sqlite3 entry> <script.sql>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { splitSql } from './sql-split.js';

const [entry, file] = process.argv.slice(2);
const Database = createRequire(import.meta.url)(entry);
const db = new Database(':memory:');
db.defaultSafeIntegers(true); // INTEGER comes back as bigint, REAL as number: printed differently.
// better-sqlite3 is built with foreign keys on; SQLite itself and its shell start with them off.
db.pragma('foreign_keys = OFF');

/** @param {unknown} value */
function show(value) {
  if (value === null) return '';
  if (typeof value === 'number') return real(value);
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  return String(value);
}

/** The shell prints REAL values like C's %!.15g: 15 significant digits, always a decimal point. */
function real(value) {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? '' : value > 0 ? 'Inf' : '-Inf';
  const [mantissa, exponent] = value.toExponential(14).split('e');
  const power = Number(exponent);
  const point = (digits) => (digits.includes('.') ? digits.replace(/0+$/, '').replace(/\.$/, '.0') : `${digits}.0`);
  if (power >= -4 && power < 15) return point(value.toFixed(14 - power));
  return `${point(mantissa)}e${power < 0 ? '-' : '+'}${String(Math.abs(power)).padStart(2, '0')}`;
}

let pending = '';
for (const piece of splitSql(fs.readFileSync(file, 'utf8'))) {
  const sql = pending + piece;
  let statement;
  try {
    statement = db.prepare(sql);
  } catch (error) {
    if (/incomplete input/.test(error.message)) {
      pending = sql;
      continue;
    }
    pending = '';
    console.error(`Error: ${error.message}`);
    continue;
  }
  pending = '';
  try {
    if (!statement.reader) statement.run();
    else for (const row of statement.raw().iterate()) console.log(row.map(show).join('|'));
  } catch (error) {
    console.error(`Error: ${error.message}`);
  }
}
if (pending) console.error('Error: incomplete input');
