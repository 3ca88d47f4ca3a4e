import path from 'node:path';
import type { ContentFile } from './content-snapshot.js';
import type { ContentProblem, TopicDraft } from './types.js';

export type Clash = { file: ContentFile; by: 'slug' | 'id' };

/**
 * The topic files an imported topic would take the place of: the file of the same slug (Markdown
 * or JSON, readable or not) and any topic with the same id. Without --replace each one refuses the
 * import, since writing `<slug>.json` over a topic, or beside one of the same id, loses a topic.
 */
export function findClashes(contentDir: string, files: ContentFile[], drafts: TopicDraft[], incoming: TopicDraft) {
  const clashes: Clash[] = [];
  const topicsDir = path.join(contentDir, 'topics');
  for (const file of files) {
    const own = [`${incoming.slug}.md`, `${incoming.slug}.json`].map((name) => path.join(topicsDir, name));
    if (own.includes(file.absolute)) clashes.push({ file, by: 'slug' });
  }
  for (const draft of drafts) {
    if (draft.id !== incoming.id || clashes.some((clash) => clash.file.display === draft.file)) continue;
    const file = files.find((candidate) => candidate.display === draft.file);
    if (file) clashes.push({ file, by: 'id' });
  }
  return clashes;
}

/** One problem per clash, naming the existing file and the way out. */
export function clashProblems(sourceFile: string, incoming: TopicDraft, clashes: Clash[]): ContentProblem[] {
  return clashes.map(({ file, by }) => ({
    file: sourceFile,
    line: by === 'id' ? incoming.lines.id : 1,
    message:
      by === 'id'
        ? `topic id ${String(incoming.id)} is already used by ${file.display}`
        : `a topic named "${incoming.slug}" exists already (${file.display})`,
    fix: `pass --replace to replace that topic, or another --${by} to add a new one`,
  }));
}
