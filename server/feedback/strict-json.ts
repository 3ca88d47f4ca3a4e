import type { FastifyInstance } from 'fastify';

const utf8 = new TextDecoder('utf-8', { fatal: true });

class BodyError extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

/**
 * JSON bodies of the feedback routes: Fastify's own parser decodes invalid UTF-8 into U+FFFD and
 * goes on, which would store text the learner never wrote; here such a body is refused. Only
 * application/json is read (a page elsewhere can send text/plain without asking first).
 */
export function useStrictJson(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new BodyError('The body is not valid UTF-8; send JSON text encoded as UTF-8'), undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new BodyError('The body is not valid JSON'), undefined);
    }
  });
  scope.addContentTypeParser('*', (_request, _payload, done) =>
    done(new BodyError('Send the body as application/json', 415), undefined),
  );
}
