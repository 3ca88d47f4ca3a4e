import { type Locale, localePath } from '../../contract/locales.js';
import type { RenderPage } from '../../contract/pages.js';
import { type Representation, representation } from '../http/representation.js';

export const MANIFEST_PATH = '/manifest.webmanifest';

type Icon = { src: string };

/**
 * The web app manifest of a locale's pages (`/es/manifest.webmanifest`): the build's English one
 * with the locale's name and description from the interface's catalogs, its language, and its own
 * start and identity, so the app installed from Spanish pages opens them. Icons are named from the
 * root, as the English manifest's relative names would resolve under the locale's folder.
 */
export function localeManifests(english: Buffer | undefined, render: RenderPage | undefined) {
  const made = new Map<Locale, Promise<Representation | undefined>>();
  async function make(locale: Locale): Promise<Representation | undefined> {
    if (!english || !render?.manifestText) return undefined;
    const base = JSON.parse(english.toString('utf8')) as Record<string, unknown> & { icons?: Icon[] };
    const text = await render.manifestText(locale);
    const start = localePath(locale, '/');
    const manifest = {
      ...base,
      name: text.name,
      short_name: text.shortName,
      description: text.description,
      lang: locale,
      id: start,
      start_url: start,
      icons: base.icons?.map((icon) => ({ ...icon, src: new URL(icon.src, 'http://app/').pathname })),
    };
    return representation('application/manifest+json', JSON.stringify(manifest));
  }
  return (locale: Locale) => {
    let manifest = made.get(locale);
    if (!manifest) {
      manifest = make(locale);
      made.set(locale, manifest);
      // A failed render is tried again by the next request, not kept.
      manifest.catch(() => made.delete(locale));
    }
    return manifest;
  };
}
