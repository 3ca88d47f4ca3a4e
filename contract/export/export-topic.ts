import { z } from 'zod';
import { CONTENT_LICENSE } from '../license.js';
import { topicQuerySchema, type FullQuestion } from '../quiz.js';

/**
 * What every writer takes: a topic's questions as the quiz API sends them (the stem is the
 * sanitized HTML, its code in `<pre><code class="language-x">`), with where they come from.
 */
export type ExportTopic = {
  slug: string;
  name: string;
  /** Where the questions can be found again: the topic's page, or its file in the repository. */
  source: string;
  questions: FullQuestion[];
  /** The part of the topic the file holds, such as `hard-promises` (see selection.ts); the file name says it. */
  part?: string;
};

export const EXPORT_FORMATS = ['csv', 'gift', 'moodle', 'qti21', 'qti12', 'apkg'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The formats written without a database, here in the contract: the Anki package needs SQLite (server/apkg). */
export type PlainExportFormat = Exclude<ExportFormat, 'apkg'>;

/** The file each format makes: its extension and its media type. */
export const EXPORT_FILES: Record<ExportFormat, { extension: string; contentType: string }> = {
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8; header=present' },
  gift: { extension: 'gift.txt', contentType: 'text/plain; charset=utf-8' },
  moodle: { extension: 'moodle.xml', contentType: 'application/xml; charset=utf-8' },
  qti21: { extension: 'qti21.zip', contentType: 'application/zip' },
  qti12: { extension: 'qti12.zip', contentType: 'application/zip' },
  // No registered media type: Anki and AnkiDroid go by the .apkg name.
  apkg: { extension: 'apkg', contentType: 'application/octet-stream' },
};

export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The position of the correct option (0 to 3); the contract guarantees it is one of them. */
export const answerIndex = (question: FullQuestion) => question.options.indexOf(question.correctAnswer);

/** The question's id within its topic: `javascript:typeof-null` gives `typeof-null`. */
export const localId = (id: string) => id.slice(id.indexOf(':') + 1);

/** The credit CC BY-SA 4.0 asks for, written into every export. */
export function licenceNotice(topic: ExportTopic): string {
  return (
    `"${topic.name}" questions from Quiz Dojo (${topic.source}), by ${CONTENT_LICENSE.attribution}, ` +
    `licensed ${CONTENT_LICENSE.name} (${CONTENT_LICENSE.url}): share and adapt them with credit, under the same licence.`
  );
}

export const exportFileName = (topic: ExportTopic, format: ExportFormat) =>
  `quiz-dojo-${topic.slug}${topic.part ? `-${topic.part}` : ''}.${EXPORT_FILES[format].extension}`;

const FORMAT_ERROR = `format must be one of ${EXPORT_FORMATS.join(', ')}`;

/** The query of GET /api/quiz/{id}/export: the format, and a selection with the topic route's own rules. */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: FORMAT_ERROR }),
  difficulty: topicQuerySchema.shape.difficulty,
  tag: topicQuerySchema.shape.tag,
});
