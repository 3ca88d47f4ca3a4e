import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { getIconSlug } from 'simple-icons/sdk';
import { sanitizeSvg } from './sanitize-svg.js';

export type LogoResult = { svg: string } | { error: string; fix: string };

type IconData = Parameters<typeof getIconSlug>[0];

/**
 * simple-icons' brand colours by slug, from its data file and SDK (about 0.5 MB) rather than its
 * index of every icon (5 MB, about a third of a second to load on the 2-core machine); each icon's
 * SVG is then read from its own file, byte for byte what the index holds (checked for all 3,470).
 */
async function loadBrandColours() {
  const { getIconSlug } = await import('simple-icons/sdk');
  const data = JSON.parse(await fs.readFile(ICONS_DATA, 'utf8')) as IconData[];
  return new Map(data.map((icon) => [getIconSlug(icon), icon.hex]));
}
const resolve = createRequire(import.meta.url).resolve;
const ICONS_DATA = resolve('simple-icons/icons.json');
const ICONS_DIR = path.join(path.dirname(resolve('simple-icons')), 'icons');

/**
 * Turns a logo reference from a topic file into SVG text we serve ourselves:
 * `simple-icons:<slug>` (tinted with the brand colour) or `logos/<file>.svg` under the content folder.
 */
export function createLogoResolver(contentDir: string) {
  let colours: Promise<Map<string, string>> | undefined;

  return async function resolveLogo(ref: unknown): Promise<LogoResult> {
    if (typeof ref !== 'string' || ref.trim() === '') {
      return { error: 'the topic has no logo', fix: 'add "logo: simple-icons:<slug>" or "logo: logos/<file>.svg"' };
    }
    if (ref.startsWith('simple-icons:')) {
      const slug = ref.slice('simple-icons:'.length);
      const hex = (await (colours ??= loadBrandColours())).get(slug);
      if (!hex)
        return {
          error: `unknown logo "${ref}"`,
          fix: 'use a slug listed on simpleicons.org, such as simple-icons:react',
        };
      const svg = await fs.readFile(path.join(ICONS_DIR, `${slug}.svg`), 'utf8');
      return checked(ref, svg.replace('<svg ', `<svg fill="#${hex}" `));
    }
    const match = /^logos\/([a-z0-9-]+\.svg)$/.exec(ref);
    if (!match) {
      return {
        error: `unknown logo "${ref}"`,
        fix: 'write simple-icons:<slug>, or logos/<name>.svg for a file in content/logos/ (images are never fetched from other sites)',
      };
    }
    const file = path.join(contentDir, 'logos', match[1]!);
    const svg = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (svg === undefined)
      return { error: `unknown logo "${ref}": there is no ${file}`, fix: 'add the SVG file or correct the name' };
    return checked(ref, svg);
  };
}

/** A logo is served as the sanitizer writes it, and only if it removed nothing: what the author drew. */
async function checked(ref: string, source: string): Promise<LogoResult> {
  const result = await sanitizeSvg(source);
  if ('error' in result) return { error: `logo "${ref}" is not an SVG image: ${result.error}`, fix: FIX };
  if (result.removed.length > 0) {
    return { error: `logo "${ref}" has parts a logo may not have: ${result.removed.join(', ')}`, fix: FIX };
  }
  return { svg: result.svg };
}

const FIX =
  'keep shapes, gradients, filters and a title; remove scripts, event handlers, styles, links, animations, ' +
  'images, references to other files and editor data (an optimiser such as svgo removes most of them)';
