/**
 * What `react` resolves to (vite.config.ts): Preact's compatibility layer, plus the two React 19
 * hooks it lacks, declared undefined. React Router reads them as `React.use` and
 * `React.useOptimistic` and falls back when they are undefined, as on React 18 (see
 * docs/decisions/0009-react-19-hooks.md); declaring them says so, instead of a build warning.
 */
// @ts-expect-error -- preact/compat's types say `export =`, which `export *` cannot re-export; the module itself is ES.
export * from 'preact/compat';
export { default } from 'preact/compat';

export const use = undefined;
export const useOptimistic = undefined;
