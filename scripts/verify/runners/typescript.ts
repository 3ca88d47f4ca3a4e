import path from 'node:path';
import ts from 'typescript';
import type { RunContext, Runner } from '../types.js';
import { nodeFor, runJavaScript } from './node.js';

/** The documented command: tsc --strict --noEmit --target es2022 --lib es2022,dom --module nodenext. */
const { options } = ts.convertCompilerOptionsFromJson(
  { strict: true, noEmit: true, target: 'es2022', lib: ['es2022', 'dom'], module: 'nodenext', types: [] },
  '/',
);
// An ES module like the JavaScript runner's main.mjs: top-level await and imports work.
const SNIPPET = path.resolve('/quiz-dojo-verify/main.mts');

/** The library files are parsed once and shared by every snippet's program. */
const host = ts.createCompilerHost(options);
const libraries = new Map<string, ts.SourceFile | undefined>();
const readLibrary = host.getSourceFile.bind(host);
let snippet = '';
host.getSourceFile = (file, language, ...rest) => {
  if (file === SNIPPET) return ts.createSourceFile(file, snippet, language, true);
  if (!libraries.has(file)) libraries.set(file, readLibrary(file, language, ...rest));
  return libraries.get(file);
};
const fileExists = host.fileExists.bind(host);
host.fileExists = (file) => file === SNIPPET || fileExists(file);

/** Each diagnostic as `error TS2322 line 3`: its code and 1-based line in the snippet, in order. */
export function typeCheck(code: string): string[] {
  snippet = code;
  const program = ts.createProgram([SNIPPET], options, host);
  const file = program.getSourceFile(SNIPPET);
  // Only the snippet is checked: checking the library files again for every snippet takes seconds.
  const all = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(file),
    ...program.getSemanticDiagnostics(file),
  ];
  return ts
    .sortAndDeduplicateDiagnostics(all)
    .filter((d) => d.category === ts.DiagnosticCategory.Error && (!d.file || d.file.fileName === SNIPPET))
    .map((d) => {
      const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
      return `error TS${d.code} line ${line}`;
    });
}

/** Type-checked; the diagnostics are the output when it does not compile, else it runs with types stripped. */
export const runTypeScript: Runner = async ({ code, version }, context: RunContext) => {
  const errors = typeCheck(code);
  if (errors.length > 0) return { kind: 'ran', stdout: errors.join('\n'), stderr: '', exitCode: 2, timedOut: false };
  const node = await nodeFor(version, context);
  if (typeof node !== 'string') return node;
  const javascript = ts.transpileModule(code, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  return runJavaScript(javascript, node, context);
};
