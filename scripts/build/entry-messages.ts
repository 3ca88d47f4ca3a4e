import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogOf } from '../../app/i18n/catalogs.ts';

type Chunk = { type: 'chunk'; isEntry: boolean; imports: string[]; moduleIds: string[] };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

const USES_MESSAGES = /from '@lingui\/(?:core|react)\/macro'/;

/**
 * The entry loads only the `shell` catalog (app/i18n/catalogs.ts): a module of the entry whose
 * messages went to another catalog would show message ids on the landing page, so the build stops,
 * naming the file and where to list it.
 */
export function entryMessages(appDir: string): Plugin {
  return {
    name: 'quiz-dojo:entry-messages',
    generateBundle(_, output) {
      const misplaced = entryMessageFiles(output as Bundle, appDir).filter((file) => catalogOf(file) !== 'shell');
      if (misplaced.length === 0) return;
      this.error(
        `${misplaced.map((file) => `app/${file}`).join(', ')} ${misplaced.length === 1 ? 'is' : 'are'} in the ` +
          'entry bundle, but the entry loads only the shell catalog: add them to SHELL_FILES in app/i18n/catalogs.ts',
      );
    },
  };
}

/** The files under `appDir` with messages, of the entry chunk and the chunks it imports statically. */
export function entryMessageFiles(bundle: Bundle, appDir: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  Object.entries(bundle).forEach(([name, chunk]) => chunk.type === 'chunk' && chunk.isEntry && visit(name));
  const files = [...seen].flatMap((name) => {
    const chunk = bundle[name];
    return chunk?.type === 'chunk' ? chunk.moduleIds : [];
  });
  return files
    .filter((id) => id.startsWith(appDir + path.sep) && /\.tsx?$/.test(id))
    .filter((id) => USES_MESSAGES.test(readFileSync(id, 'utf8')))
    .map((id) => path.relative(appDir, id).split(path.sep).join('/'));
}
