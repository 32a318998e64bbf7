import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/i18n/static-paths'
import { slugTableOnDisk } from './scripts/lib/slug-table.ts'

export default {
  ssr: true,
  async prerender() {
    return prerenderPaths(await slugTableOnDisk())
  },
} satisfies Config
