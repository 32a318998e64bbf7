import type { Config } from '@react-router/dev/config'
import { postSlugs } from './app/content/blog-files'
import { prerenderPaths } from './app/i18n/static-paths'

export default {
  ssr: true,
  async prerender() {
    return prerenderPaths(postSlugs)
  },
} satisfies Config
