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
    ],
    environment: 'node',
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    // PGlite creates a database in a few seconds alone, and in close to a minute when the
    // machine's two cores are shared with a build and browsers: these limits catch hung
    // tests, not slow machines.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two files at once on two cores (Vitest's default is one fewer than the cores: one).
    // The integration files spend most of their time waiting (a PGlite socket, an SMTP or
    // webhook receiver, the outbox's next attempt): one after another they held the run for
    // minutes in which the cores were idle; side by side their waits overlap the others' work.
    maxWorkers: 2,
  },
})
