import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/i18n/static-paths'

export default {
  ssr: true,
  async prerender() {
    return prerenderPaths()
  },
} satisfies Config
