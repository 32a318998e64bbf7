import { defineConfig } from 'vitest/config'
import { siteContent } from './integrations/content/content-plugin.ts'
import { islandPathsModule } from './integrations/island-paths.ts'

export default defineConfig({
  plugins: [siteContent(), islandPathsModule()],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'integrations/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    environment: 'node',
    // The files share one module graph per worker rather than importing everything again
    // each (about half the suite's CPU). They hold no state between them: globals stubbed
    // are unstubbed, fake timers put back, services and servers stopped in afterAll, and each
    // PGlite or PostgreSQL database is the file's own. Decision 035. The first setup file
    // fails a file that leaves any of it behind, naming what (decision 024).
    isolate: false,
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    setupFiles: ['tests/support/no-leaked-state.ts', 'tests/support/server-dictionaries.ts'],
    // PGlite creates a database in a few seconds alone, and in close to a minute when the
    // machine's two cores are shared with a build and browsers: these limits catch hung
    // tests, not slow machines.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
})
