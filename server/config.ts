import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type MetricsSettings, metricsEnv, metricsSettings } from './metrics/metrics-config.js';

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
  APP_ORIGIN: z
    .url({ protocol: /^https?$/, error: "must be the web app's origin, such as https://quiz.example.org" })
    .transform((url) => new URL(url).origin)
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  ALLOWED_HOSTS: z.string().optional().transform(parseAllowedHosts),
  RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests per minute, or 0 for no limit' })
    .int('must be a whole number of requests per minute, or 0 for no limit')
    .min(0, 'must be a whole number of requests per minute, or 0 for no limit')
    .default(600),
  CONTENT_DIR: z.string().min(1).default('content'),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  WATCH_CONTENT: z
    .enum(['true', 'false'], { error: 'must be true (import content/ again when a file changes) or false' })
    .default('false')
    .transform((value) => value === 'true'),
  ...metricsEnv,
});

export type Config = {
  port: number;
  host: string;
  database: DatabaseTarget;
  publicUrl: string | undefined;
  /** The web app's origin when a VITE_API_URL build on another origin signs in here (docs/deploy.md#accounts). */
  appOrigin: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: TrustProxy;
  allowedHosts: string[] | undefined;
  rateLimitPerMinute: number;
  contentDir: string;
  clientDir: string;
  /** Import the content folder again when a file under it changes (on in `npm start`). */
  watchContent: boolean;
  /** GET /metrics on a port of its own (server/metrics/), or undefined: off. */
  metrics: MetricsSettings | undefined;
};

/** Fastify's trustProxy: no proxy, or the addresses and ranges of the proxies in front. */
export type TrustProxy = false | string[];

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
  if (values.APP_ORIGIN && !values.PUBLIC_URL) {
    throw new ConfigError(
      `Invalid environment: APP_ORIGIN=${JSON.stringify(env.APP_ORIGIN)} needs PUBLIC_URL too, this API's own address ` +
        '(such as PUBLIC_URL=https://api.quiz.example.org)',
    );
  }
  const metrics = metricsSettings(values);
  if (typeof metrics === 'string') throw new ConfigError(`Invalid environment: ${metrics}`);
  return {
    port: values.PORT,
    host: values.HOST,
    database: parseDatabaseUrl(values.DATABASE_URL),
    publicUrl: values.PUBLIC_URL,
    appOrigin: values.APP_ORIGIN,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    allowedHosts: values.ALLOWED_HOSTS,
    rateLimitPerMinute: values.RATE_LIMIT,
    contentDir: path.resolve(values.CONTENT_DIR),
    clientDir: path.resolve(values.CLIENT_DIR),
    watchContent: values.WATCH_CONTENT,
    metrics,
  };
}

export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  if (url === undefined) return { kind: 'sqlite', file: path.resolve(DEFAULT_SQLITE_FILE) };
  if (url.startsWith('file:')) return { kind: 'sqlite', file: path.resolve(url.slice('file:'.length)) };
  return { kind: 'postgres', url };
}

const TRUST_PROXY_HELP =
  'must be false, true (a proxy on this machine or a private network), or a comma list of proxy addresses ' +
  'or CIDR ranges such as 10.0.0.5,10.1.0.0/16 (loopback, linklocal and uniquelocal name those ranges)';
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** Addresses no client on the internet connects from: loopback, link-local and private ranges. */
const PRIVATE_NETWORKS = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Proxies are trusted by address, never "all of them" (any client could then write its own
 * address into X-Forwarded-For) and never by hop count (Fastify refuses that: the count cannot tell
 * a proxy from a client that connects directly and sends the headers itself).
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  if (value === 'false') return false;
  if (value === 'true') return PRIVATE_NETWORKS;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A host name or address, with an optional port, as a Host header carries it. */
export const HOST_HEADER = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

function parseAllowedHosts(value: string | undefined, context: z.RefinementCtx): string[] | undefined {
  if (value === undefined) return undefined;
  const hosts = value.split(',').map((host) => host.trim().toLowerCase());
  if (hosts.every((host) => HOST_HEADER.test(host))) return hosts;
  context.addIssue({
    code: 'custom',
    message: 'must be a comma list of host names, each with an optional port, such as quiz.example.org,localhost:3000',
  });
  return z.NEVER;
}
