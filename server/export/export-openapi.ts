import { EXPORT_FILES, EXPORT_FORMATS } from '../../contract/export/export-topic.js';
import { DIFFICULTIES, MAX_TAG_LENGTH, TAG_PATTERN, TOPIC_ID_PATTERN } from '../../contract/quiz.js';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** GET /api/quiz/{id}/export, for the OpenAPI document. */
export function exportOpenApiPaths() {
  const types = [...new Set(Object.values(EXPORT_FILES).map((file) => file.contentType.split(';')[0]!))];
  return {
    '/api/quiz/{id}/export': {
      get: {
        operationId: 'exportTopic',
        summary: 'One topic, or a selection of its questions, as a file for another tool',
        description:
          '`csv` (RFC 4180, one row per question; cells a spreadsheet would run as formulas start with an apostrophe), ' +
          '`gift` and `moodle` (Moodle XML) for Moodle, `qti21` (a QTI 2.1 content package, zip), `qti12` (a QTI 1.2 package, zip, for Canvas Classic and Blackboard), ' +
          '`apkg` (an Anki package for Anki and AnkiDroid: a note per question, ids kept from export to export so a new import updates the notes). ' +
          'Content-Disposition names the file; every file carries the licence (CC BY-SA 4.0) and the topic page as its source. ' +
          '`difficulty` and `tag` select only the matching questions, as a quick quiz does; the file name then says so ' +
          '(`quiz-dojo-javascript-hard-promises.csv`). A selection that matches no question is a 404, not an empty file, ' +
          'which another tool would import as nothing without a word. ' +
          'Cached like the topic itself (Cache-Control, ETag).',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: TOPIC_ID_PATTERN } },
          { name: 'format', in: 'query', required: true, schema: { type: 'string', enum: [...EXPORT_FORMATS] } },
          {
            name: 'difficulty',
            in: 'query',
            description: 'Only the questions of this difficulty',
            schema: { type: 'string', enum: [...DIFFICULTIES] },
          },
          {
            name: 'tag',
            in: 'query',
            description: 'Only the questions carrying this tag, one of the topic’s tags',
            schema: { type: 'string', pattern: TAG_PATTERN, maxLength: MAX_TAG_LENGTH },
          },
        ],
        responses: {
          200: {
            description: 'The file, to download',
            headers: {
              'Content-Disposition': {
                schema: { type: 'string' },
                description:
                  'attachment; filename="quiz-dojo-<slug>.<format>", or "quiz-dojo-<slug>-<difficulty>-<tag>.<format>" for a selection',
              },
            },
            content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
          },
          400: error(
            'The id is malformed, format is missing or not one of the formats, difficulty or tag is malformed, ' +
              'or the topic has no such tag (the message lists its tags)',
          ),
          404: error('There is no topic with this id, or no question of the topic matches difficulty and tag'),
          429: error('Too many requests from this client; wait as Retry-After says'),
          503: error('The database is unreachable; try again in a few seconds'),
        },
      },
    },
  };
}
