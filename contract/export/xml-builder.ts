import { XMLBuilder } from 'fast-xml-parser';

/**
 * The XML writer of every XML export: attributes are `@_name`, `#comment` a comment; text and
 * attribute values are escaped by the builder (& < > " '), so no question text can end an element.
 */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  commentPropName: '#comment',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  processEntities: true,
});

/** An XML comment may not hold `--`: the notice is written with it broken up. */
export const xmlComment = (text: string) => ` ${text.replace(/-(?=-)/g, '- ')} `;

export function buildXml(root: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(root) as string}`;
}
