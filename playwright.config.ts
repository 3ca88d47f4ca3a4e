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
  timeout: 30_000,
  // Two browsers, the server and the runner share two cores in CI: a lazy screen has taken over
  // five seconds to open there (a topic page of 77 questions to leave, the next chunk to load),
  // though well under one second on an idle machine.
  expect: { timeout: 10_000 },
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
