import { config, type LocalConfig } from '@keystatic/core'
import { caseStudies } from './schema/case-studies.ts'
import { industries } from './schema/industries.ts'
import { jobs } from './schema/jobs.ts'
import { legal } from './schema/legal.ts'
import { posts } from './schema/posts.ts'
import { services } from './schema/services.ts'

/** Where the editor saves: files in the working tree (`npm run dev`) or commits on GitHub. */
export type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}` }

/**
 * The content model: one schema per content type, used by the editor at /keystatic and
 * by the build, which reads and validates every file with it (scripts/lib/site-content.ts).
 */
export function keystaticConfig(storage: EditorStorage) {
  return config({
    storage: storage as LocalConfig['storage'],
    ui: { brand: { name: 'Vocalis BPO – content' } },
    collections: { services, posts, jobs, legal, caseStudies, industries },
  })
}

export type ContentConfig = ReturnType<typeof keystaticConfig>
