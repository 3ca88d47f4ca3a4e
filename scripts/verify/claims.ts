import { readContent } from '../../server/content/content-snapshot.js';
import { parseTopicFiles, validateDrafts } from '../../server/content/load-bank.js';
import { optionAsOutput } from './compare.js';
import type { Claim } from './verify-question.js';

export type TopicClaims = { slug: string; name: string; claims: Claim[] };

/**
 * The bank as content:check loads it (a ContentError when it has problems), with what each question
 * claims: the code to run and the output it must print.
 */
export async function loadClaims(contentDir: string): Promise<TopicClaims[]> {
  const content = await readContent(contentDir);
  const parsed = parseTopicFiles(content.files);
  const topics = await validateDrafts(contentDir, parsed.drafts, [...content.problems, ...parsed.problems]);
  return topics.map((topic) => {
    const draft = parsed.drafts.find((d) => d.slug === topic.slug)!;
    const claims = draft.questions.map((q): Claim => ({
      topic: topic.name,
      file: draft.file,
      line: q.line,
      id: `${topic.slug}:${q.localId}`,
      verify: q.verify,
      code: (q.check ?? q.code)?.code,
      expected: q.expect ?? optionAsOutput(q.options.find((option) => option.correct)!.text),
    }));
    return { slug: topic.slug, name: topic.name, claims };
  });
}
