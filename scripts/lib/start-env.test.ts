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

describe('npm start, content changes', () => {
  it('are imported while it runs, unless WATCH_CONTENT=false', () => {
    expect(loadConfig(startEnv({}, true)).watchContent).toBe(true);
    expect(loadConfig(startEnv({ WATCH_CONTENT: '' }, false)).watchContent).toBe(true);
    expect(loadConfig(startEnv({ WATCH_CONTENT: 'false' }, true)).watchContent).toBe(false);
    // The server run by hand or by a service manager does not watch unless told to.
    expect(loadConfig({}).watchContent).toBe(false);
  });
});
