import { defineConfig } from 'vitest/config'

/** Whole-server tests: production server processes from the build, real PostgreSQL and SMTP. */
export default defineConfig({
  test: {
    include: ['tests/system/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One file at a time: each starts production servers whose start (a PGlite database) is
    // CPU work; three files at once on the shared two cores, beside the e2e suite, took a
    // server past its ready limit (decision 035).
    fileParallelism: false,
  },
})
