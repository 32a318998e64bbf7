import type { TestProject } from 'vitest/node'
import { startTestPostgres } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null
    databaseSkipReason: string
  }
}

/** Starts PostgreSQL once for the whole unit/integration run. */
export default async function setup(project: TestProject) {
  const pg = await startTestPostgres()
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
