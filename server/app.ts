import cors from '@fastify/cors';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { registerOpenApiRoute } from './api/openapi.js';
import { registerQuizRoutes } from './api/quiz-routes.js';
import { createQuizStore, type QuizStore } from './api/quiz-store.js';
import type { Db } from './db/database.js';
import { handleError, handleFrameworkError, handleNotFound } from './http/errors.js';
import { registerClientRoutes } from './web/client-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    quizStore: QuizStore;
  }
}

export type AppOptions = {
  db: Db;
  clientDir: string;
  publicUrl?: string;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole server without listening, so tests drive it with inject(). */
export async function buildApp({ db, clientDir, publicUrl, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: handleFrameworkError,
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  // An open API: any site may read it, nobody may change it.
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'], exposedHeaders: ['etag'], maxAge: 86400 });

  const store = await createQuizStore(db);
  app.decorate('quizStore', store);
  registerQuizRoutes(app, store, publicUrl);
  registerOpenApiRoute(app);
  await registerClientRoutes(app, clientDir);
  return app;
}
