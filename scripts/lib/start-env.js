/**
 * The environment `npm start` gives the server. Run by hand in a terminal, it is someone trying
 * the app: two log lines per request (LOG_LEVEL=info) would bury the line saying where to open it,
 * so the default there is warn. Under a service manager or in a container (no terminal), and
 * whenever LOG_LEVEL is set, the server's own default (info) or the chosen level applies.
 */
export function startEnv(env, inTerminal) {
  if (env.LOG_LEVEL || !inTerminal) return env;
  return { ...env, LOG_LEVEL: 'warn' };
}
