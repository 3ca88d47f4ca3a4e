import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../contract/accounts/index.js';
import { openApiDocument } from './openapi.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const REDOCLY = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

type LintReport = {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
};

/** Runs `redocly lint` with the repository's redocly.yaml (the recommended rules) on a document. */
async function lint(document: object): Promise<LintReport> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await fs.writeFile(file, JSON.stringify(document, null, 2));
    const args = [REDOCLY, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=json'];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // lint exits non-zero on errors; the JSON report on stdout is what we judge either way.
    const result = await promisify(execFile)(process.execPath, args, { env, cwd: dir }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    );
    return JSON.parse(result.stdout) as LintReport;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const summary = (report: LintReport) =>
  report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);

describe('the OpenAPI document', () => {
  it('passes redocly lint with the recommended rules, without an error or a warning', async () => {
    const report = await lint(openApiDocument());
    expect(summary(report)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('would fail on the mistakes the rules exist for (so the test above can fail)', async () => {
    const broken = openApiDocument() as { info: Record<string, unknown>; servers?: unknown };
    delete broken.info.license;
    delete broken.servers;
    const report = await lint(broken);
    expect(report.problems.map((p) => p.ruleId).sort()).toEqual(['info-license', 'no-empty-servers']);
  }, 60_000);

  it('documents the query parameters of GET /api/quiz/{id} and the tags of a question', () => {
    const document = openApiDocument();
    const parameters = document.paths['/api/quiz/{id}'].get.parameters;
    expect(parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'path:id',
      'query:difficulty',
      'query:tag',
      'query:limit',
      'query:lang',
    ]);
    expect(parameters.find((p) => p.name === 'limit')!.schema).toMatchObject({ minimum: 1, maximum: 500 });
    expect(document.components.schemas.Question).toMatchObject({
      properties: { tags: { type: 'array', items: { type: 'string' } } },
    });
    expect(document.components.schemas.Question.required).toContain('tags');
  });

  it('documents lang on both quiz routes, and the lang and source options of a question, which only ?lang= answers carry', () => {
    const document = openApiDocument();
    for (const path of ['/api/quiz', '/api/quiz/{id}'] as const) {
      const lang = document.paths[path].get.parameters.find((p) => p.name === 'lang');
      expect(lang, path).toMatchObject({ in: 'query', schema: { enum: ['en', 'es', 'pt-BR', 'de', 'zh-Hans'] } });
    }
    expect(document.components.schemas.Question.properties.lang).toMatchObject({ type: 'string' });
    expect(document.components.schemas.Question.required).not.toContain('lang');
    expect(document.components.schemas.Question.properties.sourceOptions).toMatchObject({ type: 'array', minItems: 4 });
    expect(document.components.schemas.Question.required).not.toContain('sourceOptions');
  });

  it("licenses the API as MIT and documents the questions' licence in both quiz answers", () => {
    const document = openApiDocument();
    expect(document.info.license).toEqual({ name: 'MIT', url: 'https://opensource.org/license/mit' });
    expect(document.info.description).toContain('CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)');
    for (const path of ['/api/quiz', '/api/quiz/{id}'] as const) {
      const schema = document.paths[path].get.responses[200].content['application/json'].schema;
      expect(schema.properties.license.required, path).toEqual(['name', 'url', 'attribution']);
    }
  });

  it('documents every account route, and which need the session cookie', () => {
    const paths = openApiDocument().paths as unknown as Record<string, Record<string, { security: object[] }>>;
    for (const route of Object.values(ACCOUNT_ROUTES)) {
      expect(paths[route.replace(':id', '{id}')], route).toBeDefined();
    }
    expect(paths['/api/account']!.get!.security).toEqual([{ sessionCookie: [] }]);
    expect(paths['/api/account/sign-in']!.post!.security).toEqual([]);
  });
});
