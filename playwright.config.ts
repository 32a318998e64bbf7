import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import type { E2eServer } from './tests/support/e2e-servers.ts'

const PORT = Number(process.env.E2E_PORT ?? 4173)
/** Where each test server keeps its database and the e-mails it "sends" (.eml files). */
export const E2E_DATA_DIR = resolve(`.cache/e2e-data-${PORT}`)
export const E2E_CONFIGURED_DATA_DIR = resolve(`.cache/e2e-data-${PORT + 1}`)
export const E2E_ADVANCED_DATA_DIR = resolve(`.cache/e2e-data-${PORT + 2}`)

/**
 * A production server on an empty data folder (its DATA_DIR). Emptied by the command, not
 * by this file: tools that read this file (the test workers, knip) must not delete a
 * running server's database.
 */
const FRESH_SERVER = `node -e "require('node:fs').rmSync(process.env.DATA_DIR, { recursive: true, force: true })" && node server/main.ts`

/** The dev server with the content editor (local storage), on a copy of the content. */
export const EDITOR_URL = `http://127.0.0.1:${PORT + 3}`
export const EDITOR_CONTENT_ROOT = resolve(`.cache/e2e-content-${PORT + 3}`)

/** The public origin the test servers announce (not where they listen). */
export const E2E_SITE_URL = 'https://www.example.com'
/** The second server, with the optional integrations configured. */
export const CONFIGURED_URL = `http://127.0.0.1:${PORT + 1}`
/** The third server: the tag manager in Consent Mode "advanced" (loaded at once, denied defaults). */
export const ADVANCED_URL = `http://127.0.0.1:${PORT + 2}`

/**
 * Debian's Chromium where it is installed (this project's CI), otherwise the browser
 * Playwright manages (`npx playwright install chromium` on other machines).
 */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

/** Debian's Chromium or Playwright's, with the flags every test's browser gets. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The voice demo asks for a microphone: a fake one, granted without a prompt.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
}

/** `npm run dev` as the marketing team runs it, editing a copy of content/ (editor.spec.ts). */
const editorServer: E2eServer = {
  name: 'editor (astro dev)',
  command: `node tests/support/editor-dev-server.ts ${PORT + 3} ${EDITOR_CONTENT_ROOT}`,
  url: `${EDITOR_URL}/healthz`,
}

const productionServers: E2eServer[] = [
  {
    name: 'site',
    command: FRESH_SERVER,
    url: `http://127.0.0.1:${PORT}/`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: E2E_SITE_URL,
      DATA_DIR: E2E_DATA_DIR,
      RATE_LIMIT_MAX: '1000',
    },
  },
  {
    // The same build with deploy settings switched on (voice-AI agent id).
    name: 'configured',
    command: FRESH_SERVER,
    url: `${CONFIGURED_URL}/`,
    env: {
      PORT: String(PORT + 1),
      HOST: '127.0.0.1',
      SITE_URL: E2E_SITE_URL,
      DATA_DIR: E2E_CONFIGURED_DATA_DIR,
      RATE_LIMIT_MAX: '2',
      // A day-long window: the limit test's three submissions never straddle two windows.
      RATE_LIMIT_WINDOW_SECONDS: '86400',
      VOICE_AI_AGENT_ID: 'agent_test_0123456789',
      GTM_ID: 'GTM-TEST123',
    },
  },
  {
    name: 'advanced consent',
    command: FRESH_SERVER,
    url: `${ADVANCED_URL}/`,
    env: {
      PORT: String(PORT + 2),
      HOST: '127.0.0.1',
      SITE_URL: E2E_SITE_URL,
      DATA_DIR: E2E_ADVANCED_DATA_DIR,
      GTM_ID: 'GTM-TEST123',
      CONSENT_MODE: 'advanced',
    },
  },
]

/** The editor's spec, its own project so that it is the first group the workers take. */
const EDITOR_SPEC = 'editor.spec.ts'

/**
 * E2E_ONLY=editor: the editor's spec alone, on the dev server (no build needed);
 * E2E_ONLY=site: every other spec, on the production servers. `npm test` runs the two side
 * by side, the editor's from the start, the site's after the build (decision 035); unset,
 * both run together.
 */
const only = process.env.E2E_ONLY
if (only !== undefined && only !== 'editor' && only !== 'site')
  throw new Error(`E2E_ONLY is "${only}": leave it unset, or set it to "editor" or "site"`)
const editorProject = { name: 'editor', testMatch: EDITOR_SPEC, use: chromium }
const siteProject = { name: 'chromium', testIgnore: EDITOR_SPEC, use: chromium }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, in CI either: a test that passes only on its second try is a flaky test to fix.
  retries: 0,
  workers: 2,
  // CI shares two cores between both workers' browsers and four servers: a page that loads
  // and passes axe in 3 s alone can take 15 s there. The limits are for hung tests, not for
  // a busy machine.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test its snapshots, too much for CI's two shared cores: a
    // failure there is run again locally (`npx playwright test <spec>`), which keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The saved cookie choice every test starts with is an init script (tests/e2e/test.ts), not
    // a storageState: seeding four origins' storage cost each new context 5 s on a busy machine.
  },
  // The editor's tests run in order in one worker (5-7 minutes): listed first, they start
  // at once beside the rest, instead of late and alone at the end.
  projects: only === 'editor' ? [editorProject] : only === 'site' ? [siteProject] : [editorProject, siteProject],
  // Its own folder per half: a run empties its folder when it starts, and the two halves run at once.
  outputDir: only ? `test-results/${only}` : 'test-results',
  // One entry that starts every server at once (tests/support/e2e-servers.ts): Playwright
  // starts its entries one after another, a minute or more on a busy machine.
  webServer: {
    command: 'node tests/support/e2e-servers.ts',
    wait: { stdout: /e2e servers ready/ },
    // For all four together (they had three minutes each one after another); a limit for a
    // server that hangs, not for a busy machine.
    timeout: 600_000,
    env: {
      E2E_SERVERS: JSON.stringify(
        only === 'editor' ? [editorServer] : only === 'site' ? productionServers : [...productionServers, editorServer],
      ),
    },
  },
})
