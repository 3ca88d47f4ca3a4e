import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { startEnv } from './start-env.js';

describe('npm start, its log level', () => {
  it('is warn in a terminal, so requests do not fill the screen of someone trying the app', () => {
    expect(loadConfig(startEnv({}, true)).logLevel).toBe('warn');
    expect(loadConfig(startEnv({ LOG_LEVEL: '' }, true)).logLevel).toBe('warn');
  });

  it('stays info without a terminal (a service, a container) and follows LOG_LEVEL when set', () => {
    expect(loadConfig(startEnv({}, false)).logLevel).toBe('info');
    expect(loadConfig(startEnv({ LOG_LEVEL: 'info' }, true)).logLevel).toBe('info');
    expect(loadConfig(startEnv({ LOG_LEVEL: 'debug' }, false)).logLevel).toBe('debug');
  });
});
