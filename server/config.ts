import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(
      /^(file:.+|postgres(ql)?:\/\/.+)$/,
      'must start with file: (a SQLite file) or postgres:// (a PostgreSQL server)',
    )
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as https://quiz.example.org' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'must be true (behind a reverse proxy) or false' })
    .default('false')
    .transform((value) => value === 'true'),
  RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests per minute, or 0 for no limit' })
    .int('must be a whole number of requests per minute, or 0 for no limit')
    .min(0, 'must be a whole number of requests per minute, or 0 for no limit')
    .default(600),
  CONTENT_DIR: z.string().min(1).default('content'),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
});

export type Config = {
  port: number;
  host: string;
  database: DatabaseTarget;
  publicUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  rateLimitPerMinute: number;
  contentDir: string;
  clientDir: string;
};

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export const DEFAULT_SQLITE_FILE = path.join('data', 'quiz-dojo.sqlite');

export class ConfigError extends Error {}

/** Reads the environment once at start-up; a bad value stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name])}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment, fix or unset these variables:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    database: parseDatabaseUrl(values.DATABASE_URL),
    publicUrl: values.PUBLIC_URL,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    rateLimitPerMinute: values.RATE_LIMIT,
    contentDir: path.resolve(values.CONTENT_DIR),
    clientDir: path.resolve(values.CLIENT_DIR),
  };
}

export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  if (url === undefined) return { kind: 'sqlite', file: path.resolve(DEFAULT_SQLITE_FILE) };
  if (url.startsWith('file:')) return { kind: 'sqlite', file: path.resolve(url.slice('file:'.length)) };
  return { kind: 'postgres', url };
}
