import { defineConfig } from 'vitest/config'

/** Whole-server tests: production server processes from the build, real PostgreSQL and SMTP. */
export default defineConfig({
  test: {
    include: ['tests/system/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file starts its own servers, PostgreSQL cluster and mail receiver on free ports, and
    // waits on them most of the time (a start, an outage of 20 s, an outbox's next attempt):
    // three files at once overlap those waits instead of adding them up (decision 035).
    maxWorkers: 3,
  },
})
