import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts', 'content/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          globalSetup: ['server/testing/global-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['app/test-setup.ts'],
        },
      },
    ],
  },
});
