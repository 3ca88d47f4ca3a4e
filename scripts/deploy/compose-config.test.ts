import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const COMPOSE = process.env.COMPOSE_PATH ?? 'docker-compose';
const installed = spawnSync(COMPOSE, ['version']).status === 0;
if (!installed && process.env.QUIZ_DOJO_REQUIRE_DEPLOY === '1')
  throw new Error('A compose tool is required here: apt-get install -y docker-compose (or set COMPOSE_PATH)');
if (!installed) console.warn('docker-compose not found (apt-get install -y docker-compose): compose.yaml is not checked.');

type Service = {
  image?: string;
  environment?: Record<string, string>;
  networks?: Record<string, { ipv4_address?: string } | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: unknown;
};

/** compose.yaml as the compose tool reads it, with its variables set. */
function config(environment: Record<string, string>) {
  const run = spawnSync(COMPOSE, ['-f', path.join(ROOT, 'compose.yaml'), 'config'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...environment },
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr, services: (parse(run.stdout || '{}') as { services?: Record<string, Service> }).services ?? {} };
}

describe.skipIf(!installed)('compose.yaml', () => {
  const { status, stderr, services } = config({ DOMAIN: 'quiz.example.org', POSTGRES_PASSWORD: 'a-secret' });
  const apps = Object.entries(services).filter(([, service]) => service.image === 'quiz-dojo:latest');

  it('is valid for the compose tool', () => {
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(apps.map(([name]) => name)).toEqual(['app-1', 'app-2']);
  });

  it('trusts forwarded headers from Caddy alone, and sends Caddy to every instance on the port the image listens on', () => {
    const caddy = services.caddy!;
    const caddyAddress = caddy.networks?.internal?.ipv4_address;
    expect(caddyAddress).toMatch(/^172\.30\.0\.\d+$/);
    const port = /PORT=(\d+)/.exec(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))?.[1];
    expect(caddy.environment?.UPSTREAMS?.split(' ')).toEqual(apps.map(([name]) => `${name}:${port}`));
    for (const [, app] of apps) {
      expect(app.environment?.TRUST_PROXY).toBe(caddyAddress);
      expect(app.environment?.PUBLIC_URL).toBe('https://quiz.example.org');
    }
    expect(caddy.environment?.DOMAIN).toBe('quiz.example.org');
  });

  it('puts every instance and the backups on the one PostgreSQL, once it is healthy', () => {
    const { POSTGRES_USER, POSTGRES_DB, POSTGRES_PASSWORD } = services.postgres!.environment!;
    const url = `postgres://${POSTGRES_USER}:${POSTGRES_PASSWORD}@postgres:5432/${POSTGRES_DB}`;
    expect(services.postgres!.healthcheck).toBeDefined();
    for (const name of ['app-1', 'app-2', 'backup']) {
      expect(services[name]!.environment?.DATABASE_URL).toBe(url);
      expect(services[name]!.depends_on?.postgres?.condition).toBe('service_healthy');
    }
  });

  it('refuses to start without a database password or a domain, naming what to set', () => {
    expect(config({ DOMAIN: 'quiz.example.org' }).stderr).toMatch(/set POSTGRES_PASSWORD/);
    expect(config({ POSTGRES_PASSWORD: 'a-secret' }).stderr).toMatch(/set DOMAIN/);
  });
});
