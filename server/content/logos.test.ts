import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import * as simpleIcons from 'simple-icons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from '../testing/test-server.js';
import { createLogoResolver } from './logos.js';

let contentDir: string;
beforeAll(async () => {
  contentDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-logos-'));
  await fs.mkdir(path.join(contentDir, 'logos'));
});
afterAll(() => fs.rm(contentDir, { recursive: true, force: true }));

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24"';
const CIRCLE = '<circle cx="12" cy="12" r="9"/>';

async function resolveFile(svg: string) {
  await fs.writeFile(path.join(contentDir, 'logos', 'test.svg'), svg);
  return createLogoResolver(contentDir)('logos/test.svg');
}

describe('logo files', () => {
  const hostile: [string, string, string][] = [
    [
      'a namespaced script',
      `<svg ${SVG} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script>${CIRCLE}</svg>`,
      '<s:script>',
    ],
    [
      'a <set> writing a javascript: href',
      `<svg ${SVG}><a><set attributeName="href" to="javascript:alert(1)"/>${CIRCLE}</a></svg>`,
      '<a>',
    ],
    [
      'an <animate> of href',
      `<svg ${SVG}><a><animate attributeName="href" values="javascript:alert(1)"/>${CIRCLE}</a></svg>`,
      '<a>',
    ],
    [
      'a bare <animate>',
      `<svg ${SVG}><animate attributeName="fill" values="red;blue" dur="1s"/>${CIRCLE}</svg>`,
      '<animate>',
    ],
    ['a bare <set>', `<svg ${SVG}><set attributeName="fill" to="red"/>${CIRCLE}</svg>`, '<set>'],
    ['<style>@import', `<svg ${SVG}><style>@import url(https://evil.test/x.css);</style>${CIRCLE}</svg>`, '<style>'],
    ['a script', `<svg ${SVG}><script>alert(1)</script>${CIRCLE}</svg>`, '<script>'],
    ['a CDATA script', `<svg ${SVG}><script><![CDATA[alert(1)]]></script>${CIRCLE}</svg>`, '<script>'],
    ['an onload handler', `<svg ${SVG} onload="alert(1)">${CIRCLE}</svg>`, 'onload="alert(1)"'],
    ['an onclick handler', `<svg ${SVG}><circle onclick="alert(1)" r="1"/></svg>`, 'onclick="alert(1)"'],
    [
      'a foreignObject',
      `<svg ${SVG}><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject>${CIRCLE}</svg>`,
      '<foreignObject>',
    ],
    [
      'an external <use>',
      `<svg ${SVG}><use href="https://evil.test/x.svg#a"/>${CIRCLE}</svg>`,
      'href="https://evil.test/x.svg#a"',
    ],
    [
      'an external xlink:href <use>',
      `<svg ${SVG}><use xlink:href="//evil.test/x.svg#a"/>${CIRCLE}</svg>`,
      'xlink:href',
    ],
    [
      'an external xlink:href gradient',
      `<svg ${SVG}><linearGradient id="g" xlink:href="https://evil.test/g.svg#g"/>${CIRCLE}</svg>`,
      'xlink:href="https://evil.test/g.svg#g"',
    ],
    [
      'an entity declared in the DOCTYPE',
      `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg ${SVG}>&x;${CIRCLE}</svg>`,
      'DOCTYPE',
    ],
    ['a lone <!ENTITY>', `<!ENTITY x "y"><svg ${SVG}>${CIRCLE}</svg>`, 'DOCTYPE'],
    ['an external image', `<svg ${SVG}><image href="https://evil.test/x.png"/>${CIRCLE}</svg>`, '<image>'],
    ['a data: image', `<svg ${SVG}><image xlink:href="data:image/svg+xml;base64,PHN2Zz4="/>${CIRCLE}</svg>`, '<image>'],
    [
      'a data: feImage',
      `<svg ${SVG}><filter id="f"><feImage href="data:image/png;base64,AAAA"/></filter>${CIRCLE}</svg>`,
      '<feImage>',
    ],
    [
      'an external gradient href',
      `<svg ${SVG}><linearGradient id="g" href="https://evil.test/g.svg#g"/>${CIRCLE}</svg>`,
      'href="https://evil.test/g.svg#g"',
    ],
    [
      'an external url() fill',
      `<svg ${SVG}><circle r="1" fill="url(https://evil.test/p.svg#p)"/></svg>`,
      'fill="url(https://evil.test/p.svg#p)"',
    ],
    [
      'a url() in a style',
      `<svg ${SVG}><circle r="1" style="fill:url('//evil.test/p')"/></svg>`,
      'style="fill:url(\'//evil.test/p\')"',
    ],
    [
      'a CSS-escaped url()',
      `<svg ${SVG}><circle r="1" style="fill:u\\72l(//evil.test/p)"/></svg>`,
      'style="fill:u\\72l(//evil.test/p)"',
    ],
    ['a javascript: link', `<svg ${SVG}><a href="javascript:alert(1)">${CIRCLE}</a></svg>`, '<a>'],
  ];
  it.each(hostile)('refuses %s, naming it', async (_name, svg, named) => {
    const result = await resolveFile(svg);
    expect(result).toEqual({ error: expect.stringContaining(named), fix: expect.stringMatching(/remove/) });
  });

  it('refuses what is not one SVG element', async () => {
    expect(await resolveFile('<p>a logo</p>')).toMatchObject({ error: expect.stringMatching(/not an SVG image/) });
    expect(await resolveFile('')).toMatchObject({ error: expect.stringMatching(/not an SVG image/) });
  });

  it('keeps references inside the file, titles, gradients and filters', async () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg ${SVG} role="img"><title>A &amp; B</title><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient>
<filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs>
<circle id="c" r="9" cx="12" cy="12" fill="url(#g)" filter="url(#f)" style="opacity:.9"/><path d="M1 1h2" xlink:href="#g"/>
<use href="#c" x="1"/><use xlink:href="#c" y="1"/></svg>`;
    const result = await resolveFile(svg);
    expect(result).toEqual({ svg: expect.any(String) });
    expect(tree((result as { svg: string }).svg)).toEqual(tree(svg));
  });
});

/** Element names, namespaces, attributes and text as an XML parser (a browser loading the file) sees them. */
function tree(svg: string) {
  const document = new new JSDOM('').window.DOMParser().parseFromString(svg, 'image/svg+xml');
  const walk = (node: Element): unknown => ({
    name: `${node.namespaceURI} ${node.localName}`,
    attributes: Object.fromEntries([...node.attributes].map((a) => [`${a.namespaceURI} ${a.localName}`, a.value])),
    children: [...node.childNodes].flatMap((child) =>
      child.nodeType === 1
        ? [walk(child as Element)]
        : child.nodeType === 3 && child.textContent!.trim()
          ? [child.textContent!.trim()]
          : [],
    ),
  });
  expect(document.querySelector('parsererror')).toBeNull();
  return walk(document.documentElement);
}

describe('logos in use', () => {
  it('serves the bundled logos exactly as drawn', async () => {
    for (const dir of [path.resolve('content'), FIXTURE_CONTENT]) {
      const resolve = createLogoResolver(dir);
      for (const file of await fs.readdir(path.join(dir, 'logos'))) {
        const result = await resolve(`logos/${file}`);
        expect(result, file).toEqual({ svg: expect.any(String) });
        const source = await fs.readFile(path.join(dir, 'logos', file), 'utf8');
        expect(tree((result as { svg: string }).svg), file).toEqual(tree(source));
      }
    }
  });

  it('serves the simple-icons logos the topics use exactly as drawn, in their brand colour', async () => {
    const resolve = createLogoResolver(contentDir);
    const slugs = new Set<string>();
    for (const dir of [path.resolve('content'), FIXTURE_CONTENT]) {
      for (const file of await fs.readdir(path.join(dir, 'topics'))) {
        const text = await fs.readFile(path.join(dir, 'topics', file), 'utf8');
        for (const [, slug] of text.matchAll(/simple-icons:([a-z0-9]+)/g)) slugs.add(slug!);
      }
    }
    expect(slugs.size).toBeGreaterThan(5);
    const icons = new Map(
      Object.values(simpleIcons)
        .filter((icon) => typeof icon === 'object' && 'svg' in icon)
        .map((icon) => [icon.slug, icon]),
    );
    for (const slug of slugs) {
      const icon = icons.get(slug)!;
      const result = await resolve(`simple-icons:${slug}`);
      expect(result, slug).toEqual({ svg: expect.any(String) });
      const served = tree((result as { svg: string }).svg);
      expect(served, slug).toEqual(tree(icon.svg.replace('<svg ', `<svg fill="#${icon.hex}" `)));
      expect(served, slug).toMatchObject({ attributes: { 'null viewBox': '0 0 24 24' } });
    }
  });
});
