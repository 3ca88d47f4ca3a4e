import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportError, lineAt, MAX_IMPORT_BYTES } from './imported.js';

/** Deeper than any question format we read (Moodle XML needs 5 levels), shallow enough to be cheap. */
export const MAX_XML_DEPTH = 32;

/**
 * No DTD, so no entity of any kind can be declared: no external entity (XXE) and no entity that
 * expands into millions (billion laughs). fast-xml-parser fetches nothing, and with processEntities
 * off it expands nothing; the five XML entities and character references are decoded by `xmlText`.
 */
const OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
  htmlEntities: false,
  cdataPropName: '#cdata',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  maxNestedTags: MAX_XML_DEPTH,
} as const;
const moodle = new XMLParser({ ...OPTIONS, isArray: (name) => ['question', 'answer', 'tag'].includes(name) });

/**
 * For QTI: every element is an array (a QTI file may repeat almost any of them), and the elements
 * named in `raw` keep their content as the XML text it is (the XHTML of an item's body).
 */
export const treeParser = (raw: string[]) =>
  new XMLParser({
    ...OPTIONS,
    isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
    stopNodes: raw.map((name) => `*.${name}`),
  });

/** Parses XML from another tool, or throws a ImportError saying what, where and how to fix it. */
export function parseUntrustedXml(file: string, text: string, parser = moodle): Record<string, unknown> {
  if (text.length > MAX_IMPORT_BYTES) {
    const message = `the XML is ${text.length} characters, more than the ${MAX_IMPORT_BYTES} we read`;
    throw new ImportError([{ file, line: 1, message, fix: 'split it into several files' }]);
  }
  const doctype = /<!DOCTYPE/i.exec(text);
  if (doctype) {
    const message =
      'the file declares a DOCTYPE, which we never read (it could declare entities that read files or expand without end)';
    throw new ImportError([
      { file, line: lineAt(text, doctype.index), message, fix: 'remove the <!DOCTYPE ...> declaration' },
    ]);
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { msg, line } = valid.err;
    throw new ImportError([
      { file, line, message: `the file is not well-formed XML: ${msg}`, fix: 'correct the XML there' },
    ]);
  }
  try {
    return parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    const message = `the file cannot be read: ${(error as Error).message}`;
    throw new ImportError([{ file, line: 1, message, fix: `nest elements at most ${MAX_XML_DEPTH} deep` }]);
  }
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The text of an element: its text with the five XML entities and character references decoded, plus its CDATA as it is. */
export function xmlText(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node !== 'object') return decode(String(node));
  const value = node as { '#text'?: unknown; '#cdata'?: unknown };
  const cdata = [value['#cdata'] ?? []].flat().map(String).join('');
  return decode(String(value['#text'] ?? '')).trim() + cdata;
}

const decode = (text: string) =>
  text.replace(/&(lt|gt|amp|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g, (_all, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10))
      : NAMED[name]!,
  );
