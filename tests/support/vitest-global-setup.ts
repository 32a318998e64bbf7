import type { TestProject } from 'vitest/node'
import { pgliteTemplate } from './pglite-template.ts'
import { startTestPostgres } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null
    databaseSkipReason: string
    /** A migrated PGlite data folder to copy, never to open (tests/support/pglite-template.ts). */
    pgliteTemplate: string
  }
}

/** Starts PostgreSQL and makes the PGlite template once for the whole run. */
export default async function setup(project: TestProject) {
  const [pg, template] = await Promise.all([startTestPostgres(), pgliteTemplate()])
  project.provide('pgliteTemplate', template)
  if (pg.url === null) {
    console.warn(`PostgreSQL tests skipped: ${pg.reason}`)
    project.provide('databaseUrl', null)
    project.provide('databaseSkipReason', pg.reason)
    return
  }
  project.provide('databaseUrl', pg.url)
  project.provide('databaseSkipReason', '')
  return () => pg.stop()
}
