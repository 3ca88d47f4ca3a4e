import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The lint rule import-x/no-cycle skips `import type`, so a cycle of types alone would pass it:
 * this test follows every relative import of the app's code, types included (README "Layout").
 */
const APP = import.meta.dirname;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'public' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolved(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => existsSync(file) && statSync(file).isFile());
}

function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) return void found.push([...trail.slice(at), file]);
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return found;
}

it('has no import cycle among the app’s files, counting imports of types', () => {
  const graph = new Map(
    sources(APP).map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, specifier]) => resolved(file, specifier!) ?? []),
    ]),
  );
  expect(graph.size).toBeGreaterThan(100);
  const named = cycles(graph).map((cycle) => cycle.map((file) => path.relative(APP, file)).join(' → '));
  expect(named).toEqual([]);
});
