/**
 * The environment `npm start` gives the server. It imports content/ again when a file changes, so
 * an author sees a new or edited topic without a restart (WATCH_CONTENT=false turns that off).
 * Run by hand in a terminal, it is someone trying the app: two log lines per request
 * (LOG_LEVEL=info) would bury the line saying where to open it, so the default there is warn.
 * Under a service manager or in a container (no terminal), and whenever LOG_LEVEL is set, the
 * server's own default (info) or the chosen level applies.
 */
export function startEnv(env, inTerminal) {
  const watched = env.WATCH_CONTENT ? env : { ...env, WATCH_CONTENT: 'true' };
  if (env.LOG_LEVEL || !inTerminal) return watched;
  return { ...watched, LOG_LEVEL: 'warn' };
}
