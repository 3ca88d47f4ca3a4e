import fs from 'node:fs';
import path from 'node:path';
import { createLogoResolver } from './logos.js';
import type { ContentProblem, TopicDraft } from './types.js';

const LOGO_REF = /^(simple-icons:[a-z0-9]+|logos\/[a-z0-9-]+\.svg)$/;
const LOGO_URL_PATH = /^\/logos\/([a-z0-9][a-z0-9-]*)\.svg$/;
const FIX =
  'pass --logo simple-icons:<slug> (see simpleicons.org) or --logo logos/<file>.svg for a file in content/logos/';

/**
 * The logo reference for a topic brought in from a Quiz Dojo API, which sends the URL it serves the
 * logo at (`https://host/logos/<slug>.svg?v=3`). Nothing is downloaded: the name in that URL is
 * mapped back to a topic of ours with that slug, a file in content/logos/, or a simple-icons slug.
 */
export async function importedLogo(
  contentDir: string,
  draft: TopicDraft,
  ours: readonly TopicDraft[],
): Promise<{ logo: unknown } | { problem: ContentProblem }> {
  const logo = draft.logo;
  if (typeof logo !== 'string' || LOGO_REF.test(logo)) return { logo };
  const problem = (message: string): { problem: ContentProblem } => ({
    problem: { file: draft.file, line: draft.lines.logo, message, fix: FIX },
  });
  const name = LOGO_URL_PATH.exec(urlPath(logo) ?? '')?.[1];
  if (!name) return problem(`the logo ${JSON.stringify(logo)} is neither a logo reference nor a Quiz Dojo logo URL`);

  const sameSlug = ours.find((topic) => topic.slug === name && typeof topic.logo === 'string');
  if (sameSlug) return { logo: sameSlug.logo };
  if (fs.existsSync(path.join(contentDir, 'logos', `${name}.svg`))) return { logo: `logos/${name}.svg` };
  const icon = `simple-icons:${name.replaceAll('-', '')}`;
  if (!('error' in (await createLogoResolver(contentDir)(icon)))) return { logo: icon };
  return problem(
    `the logo URL ${JSON.stringify(logo)} names "${name}", which is not a topic, a file in content/logos/ or a simple-icons logo here (logos are never downloaded)`,
  );
}

/** The path of an absolute or root-relative URL, or undefined for anything else. */
function urlPath(text: string): string | undefined {
  try {
    const url = new URL(text, 'http://relative.invalid');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}
