import { xmlText } from './safe-xml.js';

/** An element of `treeParser`'s tree: `@_x` attributes, `#text`, and each child element name to an array. */
export type XmlNode = Record<string, unknown>;

const isElement = (key: string) => !key.startsWith('@_') && !key.startsWith('#') && key !== '?xml';

/** The child elements of one name; an element holding only text comes as `{ '#text': text }`. */
export const kids = (node: XmlNode | undefined, name: string): XmlNode[] =>
  ((node?.[name] as unknown[] | undefined) ?? []).map((kid) =>
    typeof kid === 'object' && kid !== null ? (kid as XmlNode) : { '#text': kid },
  );

/** An attribute's value, its entities and character references decoded. */
export const attr = (node: XmlNode | undefined, name: string) => xmlText(String(node?.[`@_${name}`] ?? ''));

export const elementNames = (node: XmlNode | undefined) => Object.keys(node ?? {}).filter(isElement);

/** Every element of a name below a node, not looking inside the elements named in `skip`. */
export function descendants(node: XmlNode | undefined, name: string, skip: string[] = []): XmlNode[] {
  return elementNames(node).flatMap((key) =>
    skip.includes(key)
      ? []
      : kids(node, key).flatMap((kid) => [...(key === name ? [kid] : []), ...descendants(kid, name, skip)]),
  );
}

/** The text of an element that holds text only, or only one `<p>` of text; undefined if it holds other markup. */
export function textOnly(node: XmlNode | undefined): string | undefined {
  const names = elementNames(node);
  if (names.length === 0) return xmlText(node);
  const paragraphs = kids(node, 'p');
  if (names.length === 1 && paragraphs.length === 1 && elementNames(paragraphs[0]).length === 0)
    return xmlText(paragraphs[0]);
  return undefined;
}
