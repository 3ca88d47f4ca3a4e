/**
 * The API process of `npm run dev`. tsx restarts it when the server's code changes and, with
 * `--include`, when a file under the content folder is added, changed or removed: the restart
 * imports the changed content, as every start does. The screen is not cleared on a restart, since
 * Vite's address is printed in the same terminal.
 */
export function devApiArgs(env = process.env) {
  return ['tsx', 'watch', '--clear-screen=false', '--include', env.CONTENT_DIR || 'content', 'server/index.ts'];
}

/** Its environment: on PORT, this machine only, and saying that the app is opened at Vite's address. */
export function devApiEnv(env, port) {
  return { ...env, PORT: port, HOST: '127.0.0.1', QUIZ_DOJO_BEHIND_VITE: '1' };
}
