import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgres } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

/**
 * The API suite runs against SQLite always and against a real PostgreSQL cluster when one is
 * installed. In CI (QUIZ_DOJO_REQUIRE_POSTGRES=1) a missing PostgreSQL is a failure.
 */
export default async function setup(project: TestProject) {
  if (!findPostgresBin()) {
    if (process.env.QUIZ_DOJO_REQUIRE_POSTGRES === '1')
      throw new Error('PostgreSQL is required here: apt-get install -y postgresql');
    console.warn('PostgreSQL not found (apt-get install -y postgresql): the API suite runs on SQLite only.');
    project.provide('postgresUrl', null);
    return;
  }
  const cluster = await startPostgres();
  project.provide('postgresUrl', cluster.url());
  return () => cluster.destroy();
}
