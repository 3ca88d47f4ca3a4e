/**
 * The API process of `npm run dev`. tsx restarts it when the server's code changes and, with
 * `--include`, when a file under the content folder is added, changed or removed: the restart
 * imports the changed content, as every start does.
 */
export function devApiArgs(env = process.env) {
  return ['tsx', 'watch', '--include', env.CONTENT_DIR || 'content', 'server/index.ts'];
}
