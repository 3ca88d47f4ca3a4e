import { z } from 'zod';
import { SYNC_ROUTES, syncBatchSchema, syncViewSchema } from '../../contract/sync/sync-schema.js';

type Envelope = (data: object) => object;
type ErrorResponse = (description: string) => object;

// The session cookie's scheme is the accounts' (server/accounts/openapi-paths.ts).
const SESSION = [{ sessionCookie: [] }];

/**
 * The sync routes in the OpenAPI document (server/api/openapi.ts): the contract's zod schemas
 * written out; they need the session cookie.
 */
export function syncOpenApi(envelope: Envelope, errorResponse: ErrorResponse) {
  const view = { 'application/json': { schema: envelope({ $ref: '#/components/schemas/SyncView' }) } };
  const etag = {
    description: "The view's validator, for the next pull's `If-None-Match`",
    schema: { type: 'string' },
  };
  const signedIn = {
    401: errorResponse('Not signed in, or the session ended'),
    429: errorResponse('Too many requests from this client; wait as Retry-After says'),
    503: errorResponse('The database is unreachable; the browser keeps its progress and tries again'),
  };
  return {
    paths: {
      [SYNC_ROUTES.sync]: {
        get: {
          operationId: 'pullProgress',
          summary: "The signed-in learner's synced progress",
          description:
            'Answers an `ETag` (weak, bound to the account) that changes whenever the account\'s stored records or the imported bank change. Sent back in `If-None-Match`, an unchanged account answers 304 with no body, checked without building the view (docs/decisions/0016-sync-merge.md, "Pulls"). `Cache-Control: no-store` on every answer: no shared cache keeps one learner\'s view.',
          security: SESSION,
          parameters: [
            {
              name: 'If-None-Match',
              in: 'header',
              required: false,
              description: 'The `ETag` of the last view this device took, from a GET or a POST',
              schema: { type: 'string' },
            },
          ],
          responses: {
            200: { description: 'What the account holds, merged', headers: { ETag: etag }, content: view },
            304: { description: 'Nothing changed since the view tagged `If-None-Match`', headers: { ETag: etag } },
            ...signedIn,
          },
        },
        post: {
          operationId: 'pushProgress',
          summary: 'Merge progress into the account',
          description:
            "Merges each record into the account's by its join (docs/decisions/0016-sync-merge.md): sending a batch again changes nothing. Records of topics, questions or options the bank does not have are left out and counted in `dropped`. Answered only once stored; refused whole (nothing stored) on any error. At most 2 MiB and 5,000 records of each kind a request.",
          security: SESSION,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/SyncBatch' } } },
          },
          responses: {
            200: { description: 'Stored; the merged state', headers: { ETag: etag }, content: view },
            400: errorResponse('A value is out of bounds or malformed; the message names the field'),
            403: errorResponse("The request did not come from this site's pages"),
            409: errorResponse('The account holds the most records a server keeps; nothing was stored'),
            413: errorResponse('The body is over 2 MiB; send it in smaller batches'),
            ...signedIn,
          },
        },
      },
      [SYNC_ROUTES.export]: {
        get: {
          operationId: 'exportProgress',
          summary: 'Everything the account holds, as a progress file (version 2, docs/progress-format.md)',
          security: SESSION,
          responses: {
            200: {
              description: 'The progress file, as an attachment',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
            ...signedIn,
          },
        },
      },
    },
    schemas: {
      SyncBatch: z.toJSONSchema(syncBatchSchema, { target: 'openapi-3.0', io: 'input' }),
      SyncView: z.toJSONSchema(syncViewSchema, { target: 'openapi-3.0', io: 'output' }),
    },
  };
}
