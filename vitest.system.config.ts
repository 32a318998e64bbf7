import { defineConfig } from 'vitest/config'

/** Whole-server tests: production server processes from the build, real PostgreSQL and SMTP. */
export default defineConfig({
  test: {
    include: ['tests/system/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
