import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 3000 and an embedded SQLite file under ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', logLevel: 'info', publicUrl: undefined });
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/quiz-dojo.sqlite') });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://quiz@db/quiz',
      PUBLIC_URL: 'https://quiz.example.org/',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://quiz.example.org',
      logLevel: 'warn',
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
  ])('stops on %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}="${value}"`));
  });
});
