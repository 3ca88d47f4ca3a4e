import { findPostgresBin, startPostgres } from '../../server/testing/postgres.js';
import { type ServerProcess, SERVER, startProcess } from './server-process.js';

/**
 * The built server on a throwaway PostgreSQL cluster, with `env` made from its DATABASE_URL;
 * stop() stops both. Undefined where PostgreSQL is not installed (the bench says so).
 */
export async function startPostgresServer(
  env: (databaseUrl: string) => Record<string, string>,
): Promise<ServerProcess | undefined> {
  if (!findPostgresBin()) {
    console.warn('PostgreSQL not installed: the API baseline runs on SQLite only');
    return undefined;
  }
  const cluster = await startPostgres();
  try {
    const server = await startProcess(SERVER, env(await cluster.createDatabase()), '/api/ready');
    return {
      ...server,
      stop: async () => {
        await server.stop();
        cluster.destroy();
      },
    };
  } catch (error) {
    cluster.destroy();
    throw error;
  }
}
