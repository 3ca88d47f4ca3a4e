import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 3000 and an embedded SQLite file under ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      publicUrl: undefined,
      watchContent: false,
    });
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/quiz-dojo.sqlite') });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://quiz@db/quiz',
      PUBLIC_URL: 'https://quiz.example.org/',
      LOG_LEVEL: 'warn',
      WATCH_CONTENT: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://quiz.example.org',
      logLevel: 'warn',
      watchContent: true,
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://quiz@db/quiz' });
    expect(loadConfig({ DATABASE_URL: 'file:/tmp/x.sqlite' }).database).toEqual({
      kind: 'sqlite',
      file: '/tmp/x.sqlite',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'quiz.example.org'],
    ['PUBLIC_URL', 'ftp://quiz.example.org'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '1'],
    ['TRUST_PROXY', '10.0.0.1,10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.internal'],
    ['ALLOWED_HOSTS', 'quiz.example.org,evil.test/<x>'],
    ['WATCH_CONTENT', 'yes'],
  ])('stops on %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}="${value}"`));
  });

  it('trusts proxies by address only: true means this machine and private networks, never everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    // A hop count cannot tell a proxy from a client sending the headers itself (Fastify refuses it too).
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY="2": must be false, true/);
  });

  it('reads the accepted host names', () => {
    expect(loadConfig({}).allowedHosts).toBeUndefined();
    expect(loadConfig({ ALLOWED_HOSTS: 'Quiz.Example.org, localhost:3000' }).allowedHosts).toEqual([
      'quiz.example.org',
      'localhost:3000',
    ]);
  });
});

describe('APP_ORIGIN', () => {
  it('is the origin of the URL given, and needs PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://api.quiz.example.org', APP_ORIGIN: 'https://quiz.example.org/' });
    expect(config.appOrigin).toBe('https://quiz.example.org');
    expect(() => loadConfig({ APP_ORIGIN: 'https://quiz.example.org' })).toThrow(/needs PUBLIC_URL too/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://a.test', APP_ORIGIN: 'quiz.example.org' })).toThrow(ConfigError);
  });
});
