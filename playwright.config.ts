import { defineConfig } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './scripts/lib/chromium.js';

const PORT = Number(process.env.E2E_PORT ?? 4319);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // One budget a test, not one per step: a step waits for what the user sees for as long as the
  // test may run. On a busy machine (a contributor's laptop, a shared CI runner) a navigation that
  // takes 1.3 s alone took 4 to 26 s at a load average of 20 on two cores: its chunks load one
  // after another, each waiting for a turn on the CPU. A fixed 10 s per step failed such runs while
  // the app was only slow; a hung screen still fails, when the test's time is up, with the step it
  // was waiting for in the report.
  timeout: 60_000,
  expect: { timeout: 0 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // The suite tests what a first visit gets; tests/e2e/offline.spec.ts allows the offline worker.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // The production server from the build, on a real SQLite file made fresh for this run.
    command: 'node dist/server/server/index.js',
    url: `${BASE_URL}/api/quiz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: 'file:test-results/e2e-db/quiz.sqlite',
      LOG_LEVEL: 'warn',
    },
  },
});
