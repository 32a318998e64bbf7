import content from 'virtual:site-content'
import { posts } from './blog.server.ts'
import { listCaseStudies } from './case-studies.server.ts'
import { type LaunchEnv, launchCheck, launchWarning } from './launch-check.ts'
import { aboutStorySample } from './pages.server.ts'

/**
 * The warning for this repository's own company facts (server start-up). Apart from the
 * pure launch check, which `npm run check:launch` runs in Node on content/company.yaml.
 */
export function siteLaunchWarning(env: LaunchEnv): string | null {
  const caseStudies = listCaseStudies('en').map(({ key, sample }) => ({ key, sample }))
  const samplePosts = posts('en')
    .filter((post) => post.sample)
    .map((post) => post.translation)
  // The whole bundle's facts, evidence included: the browser's copy (site.config.ts) has none.
  const facts = content.singletons.company.entry
  return launchWarning(launchCheck(facts, env, caseStudies, { aboutStorySample: aboutStorySample(), samplePosts }))
}
