import { EXPORT_FILES, EXPORT_FORMATS } from '../../contract/export/export-topic.js';
import { TOPIC_ID_PATTERN } from '../../contract/quiz.js';

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
        summary: 'One topic as a file for another tool',
        description:
          '`csv` (RFC 4180, one row per question; cells a spreadsheet would run as formulas start with an apostrophe), ' +
          '`gift` and `moodle` (Moodle XML) for Moodle, `qti21` (a QTI 2.1 content package, zip), `qti12` (a QTI 1.2 package, zip, for Canvas Classic and Blackboard), ' +
          '`apkg` (an Anki package for Anki and AnkiDroid: a note per question, ids kept from export to export so a new import updates the notes). ' +
          'Content-Disposition names the file; every file carries the licence (CC BY-SA 4.0) and the topic page as its source. ' +
          'Cached like the topic itself (Cache-Control, ETag).',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: TOPIC_ID_PATTERN } },
          { name: 'format', in: 'query', required: true, schema: { type: 'string', enum: [...EXPORT_FORMATS] } },
        ],
        responses: {
          200: {
            description: 'The file, to download',
            headers: {
              'Content-Disposition': {
                schema: { type: 'string' },
                description: 'attachment; filename="quiz-dojo-<slug>.<format>"',
              },
            },
            content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
          },
          400: error('The id is malformed, or format is missing or not one of the formats'),
          404: error('There is no topic with this id'),
          429: error('Too many requests from this client; wait as Retry-After says'),
          503: error('The database is unreachable; try again in a few seconds'),
        },
      },
    },
  };
}
