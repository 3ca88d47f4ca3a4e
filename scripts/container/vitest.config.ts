import { defineConfig } from 'vitest/config';

// `npm run test:image`: the container image test alone, which builds an image and runs containers.
// Kept out of the unit and API tests (vitest.config.ts), which run where no container engine is.
export default defineConfig({
  test: {
    name: 'image',
    root: import.meta.dirname + '/../..',
    environment: 'node',
    include: ['scripts/container/image.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 30 * 60_000,
    fileParallelism: false,
  },
});
