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
  },
})
