import fs from 'node:fs/promises';
import path from 'node:path';
import { sanitizeSvg } from './sanitize-svg.js';

export type LogoResult = { svg: string } | { error: string; fix: string };

type SimpleIcon = { slug: string; title: string; svg: string; hex: string };

/**
 * Turns a logo reference from a topic file into SVG text we serve ourselves:
 * `simple-icons:<slug>` (tinted with the brand colour) or `logos/<file>.svg` under the content folder.
 */
export function createLogoResolver(contentDir: string) {
  let icons: Promise<Map<string, SimpleIcon>> | undefined;
  const loadIcons = () =>
    (icons ??= import('simple-icons').then(
      (module) =>
        new Map(
          Object.values(module as unknown as Record<string, Partial<SimpleIcon>>)
            .filter((icon): icon is SimpleIcon => typeof icon.slug === 'string')
            .map((icon) => [icon.slug, icon]),
        ),
    ));

  return async function resolveLogo(ref: unknown): Promise<LogoResult> {
    if (typeof ref !== 'string' || ref.trim() === '') {
      return { error: 'the topic has no logo', fix: 'add "logo: simple-icons:<slug>" or "logo: logos/<file>.svg"' };
    }
    if (ref.startsWith('simple-icons:')) {
      const slug = ref.slice('simple-icons:'.length);
      const icon = (await loadIcons()).get(slug);
      if (!icon)
        return {
          error: `unknown logo "${ref}"`,
          fix: 'use a slug listed on simpleicons.org, such as simple-icons:react',
        };
      return checked(ref, icon.svg.replace('<svg ', `<svg fill="#${icon.hex}" `));
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
