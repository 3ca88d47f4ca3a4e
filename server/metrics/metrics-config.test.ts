import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const TOKEN = '0123456789abcdef'.repeat(4);

describe('METRICS_PORT, METRICS_HOST and METRICS_TOKEN', () => {
  it('are off unless METRICS_PORT is set; then on loopback, with an optional token', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
      token: TOKEN,
    });
    // Blank is unset, as for every variable.
    expect(loadConfig({ METRICS_PORT: '' }).metrics).toBeUndefined();
  });

  it.each([
    ['METRICS_PORT', 'nine'],
    ['METRICS_PORT', '0'],
    ['METRICS_PORT', '70000'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_TOKEN', `${TOKEN} with spaces`],
  ])('stop on %s=%s with a message naming the variable', (name, value) => {
    const env = { METRICS_PORT: '9464', [name]: value };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}="${value}": must`));
  });

  it('stop on a token without a port, and on the port the site itself uses', () => {
    expect(() => loadConfig({ METRICS_TOKEN: TOKEN })).toThrow(/METRICS_TOKEN is set but METRICS_PORT is not/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT=8080 is the site's own PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(ConfigError);
  });
});
