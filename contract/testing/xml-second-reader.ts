import { JSDOM } from 'jsdom';

/** jsdom's XML parser (saxes), a reader of its own beside fast-xml-parser: it refuses XML that is not well-formed. */
let parser: DOMParser | undefined;

export function readXmlDocument(xml: string): Document {
  parser ??= new new JSDOM('').window.DOMParser();
  const document = parser.parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

/** The text of each element of a name, in document order. */
export const textsOf = (parent: Document | Element, name: string) =>
  [...parent.getElementsByTagName(name)].map((element) => element.textContent ?? '');
