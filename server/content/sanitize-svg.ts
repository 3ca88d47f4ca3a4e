import type { Config, DOMPurify } from 'dompurify';

/**
 * DOMPurify's SVG allowlist, narrowed for a logo that is only ever shown as an image: no styles
 * (`@import`, `url()` in CSS), links, animation (a `<set>` can rewrite an href) or raster images.
 * Why DOMPurify on jsdom and not sanitize-html: docs/decisions/0010-svg-sanitizer.md.
 */
const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // <use> is not in DOMPurify's SVG list because it can load other files; hrefs are kept to #id below.
  ADD_TAGS: ['use'],
  ADD_ATTR: ['role'],
  FORBID_TAGS: ['style', 'a', 'image', 'feimage', 'animatecolor', 'animatemotion', 'animatetransform'],
  KEEP_CONTENT: false,
  RETURN_DOM_FRAGMENT: true,
};

/** References inside the file (`#id`, `url(#id)`) only: a logo never makes the browser fetch anything. */
function keepsToItself(name: string, value: string): boolean {
  if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#')) return false;
  // A backslash is a CSS escape (u\72l() that a check for url( would not see); no SVG value needs one.
  return !value.includes('\\') && !/url\s*\((?!\s*['"]?#)/i.test(value);
}

/** The little of the DOM this module touches: the server is compiled without the DOM's types. */
type SvgNode = { nodeType: number; nodeName: string; textContent: string | null };
type Sanitizer = { purify: DOMPurify; serialize: (node: SvgNode) => string };
let sanitizer: Promise<Sanitizer> | undefined;

/** jsdom is loaded on the first logo file only: a start with unchanged content never needs it. */
function loadSanitizer() {
  return (sanitizer ??= Promise.all([import('jsdom'), import('dompurify')]).then(([{ JSDOM }, dompurify]) => {
    const { window } = new JSDOM('');
    const purify = dompurify.default(window as unknown as Parameters<typeof dompurify.default>[0]);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (!keepsToItself(data.attrName, data.attrValue)) data.keepAttr = false;
    });
    const serializer = new window.XMLSerializer();
    return { purify, serialize: (node: SvgNode) => serializer.serializeToString(node as never) };
  }));
}

export type SanitizedSvg = { svg: string; removed: string[] } | { error: string };

/**
 * Keeps what the allowlist knows of one SVG document, parsed as a browser parses SVG in a page
 * and written back as XML, since logos are served as image/svg+xml files. `removed` names what
 * was dropped, so an author learns it rather than seeing a different logo.
 */
export async function sanitizeSvg(source: string): Promise<SanitizedSvg> {
  // An HTML parser ignores a DOCTYPE's declarations, a browser loading the file expands them: refuse them.
  if (/<!DOCTYPE[^>[]*\[|<!ENTITY/i.test(source)) {
    return { error: 'it declares entities in its DOCTYPE, which a logo does not need' };
  }
  const { purify, serialize } = await loadSanitizer();
  const fragment = purify.sanitize(source, CONFIG) as unknown as { childNodes: Iterable<SvgNode> };
  const removed = purify.removed.flatMap((entry) => {
    if ('attribute' in entry) {
      const attribute = entry.attribute;
      // A namespace declaration (xmlns:x) is no content; the elements that used it are reported.
      if (!attribute || attribute.name.startsWith('xmlns')) return [];
      return [
        `${attribute.name}="${attribute.value.length > 40 ? `${attribute.value.slice(0, 40)}…` : attribute.value}"`,
      ];
    }
    const name = entry.element.nodeName.toLowerCase();
    // DOMPurify parses into a body of its own and drops that wrapper.
    return name === 'body' ? [] : [`<${entry.element.nodeName}>`];
  });
  const roots = [...fragment.childNodes].filter(
    (node) => node.nodeType !== 3 || (node.textContent ?? '').trim() !== '',
  );
  const root = roots[0];
  if (roots.length !== 1 || root?.nodeName !== 'svg') return { error: 'it is not one <svg> element' };
  return { svg: serialize(root), removed: [...new Set(removed)] };
}
