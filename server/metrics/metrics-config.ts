import { z } from 'zod';

const PORT_HELP = 'must be a whole number from 1 to 65535, a port of its own for Prometheus (unset: no metrics)';
const TOKEN_HELP = 'must be at least 32 characters of A-Z a-z 0-9 . _ ~ + / = - (make one with: openssl rand -hex 32)';

/** The metrics listener's variables, read with the rest in server/config.ts. */
export const metricsEnv = {
  METRICS_PORT: z.coerce.number({ error: PORT_HELP }).int(PORT_HELP).min(1, PORT_HELP).max(65535, PORT_HELP).optional(),
  METRICS_HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  // A bearer token's characters (RFC 6750), long enough that guessing it is hopeless.
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._~+/=-]{32,512}$/, TOKEN_HELP)
    .optional(),
};

export type MetricsSettings = {
  port: number;
  /** Loopback unless set: Prometheus on this machine, or METRICS_HOST=0.0.0.0 inside a container. */
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | undefined;
};

type MetricsValues = { METRICS_PORT?: number; METRICS_HOST: string; METRICS_TOKEN?: string; PORT: number };

/** Off unless METRICS_PORT is set; a problem is a sentence naming the variable, for ConfigError. */
export function metricsSettings(values: MetricsValues): MetricsSettings | string | undefined {
  const { METRICS_PORT: port, METRICS_HOST: host, METRICS_TOKEN: token, PORT } = values;
  if (port === undefined) {
    return token === undefined
      ? undefined
      : 'METRICS_TOKEN is set but METRICS_PORT is not: metrics are served only on a port of their own, ' +
          'so set METRICS_PORT (such as METRICS_PORT=9464) or unset METRICS_TOKEN';
  }
  if (port === PORT) {
    return `METRICS_PORT=${port} is the site's own PORT: choose another port (such as 9464), never served to the public`;
  }
  return { port, host, token };
}
