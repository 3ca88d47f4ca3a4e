import fs from 'node:fs/promises';
import path from 'node:path';

export type LogoResult = { svg: string } | { error: string; fix: string };

type SimpleIcon = { slug: string; title: string; svg: string; hex: string };

const UNSAFE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|(?:xlink:)?href\s*=\s*["'](?!#)/i;

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
      return { svg: icon.svg.replace('<svg ', `<svg fill="#${icon.hex}" `) };
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
    if (!svg.includes('<svg') || UNSAFE_SVG.test(svg)) {
      return {
        error: `logo "${ref}" is not a plain SVG`,
        fix: 'remove scripts, event handlers and links to other files from it',
      };
    }
    return { svg: svg.trim() };
  };
}
