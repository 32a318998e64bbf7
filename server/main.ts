import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { serializePublicConfig } from '../app/lib/public-config.ts'
import { parseEnv } from '../app/server/env.server.ts'
import { createSiteServer } from './site-server.ts'

const buildDir = resolve(process.env.BUILD_DIR ?? 'build')
if (!existsSync(resolve(buildDir, 'server', 'index.js'))) {
  console.error(
    `No production build in ${buildDir}. Run "npm run build" first (or "npm start", which builds when needed).`,
  )
  process.exit(1)
}

let env: ReturnType<typeof parseEnv>
try {
  env = parseEnv(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const server = await createSiteServer({
  buildDir,
  hsts: env.HSTS,
  trustProxy: env.TRUST_PROXY,
  siteUrl: env.SITE_URL,
  publicConfigJson: serializePublicConfig({ gtmId: env.GTM_ID ?? null, consentMode: env.CONSENT_MODE }),
})
server.listen(env.PORT, env.HOST, () => {
  console.log(`Site ready on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`)
})

function shutdown(signal: string) {
  console.log(`${signal}: closing`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
