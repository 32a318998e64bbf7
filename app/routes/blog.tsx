import { PageHero } from '../components/sections/page-hero'
import { langFromPath } from '../i18n/locate'
import { translator } from '../i18n/translate'
import { useT } from '../i18n/use-i18n'
import { routeMeta } from '../lib/route-meta'
import type { Route } from './+types/blog'

export function meta(args: Route.MetaArgs) {
  const t = translator(langFromPath(args.location.pathname))
  return routeMeta(args, { title: t('blog.metaTitle'), description: t('blog.metaDescription') })
}

export default function BlogPage() {
  const t = useT()
  return <PageHero title={t('blog.title')} lead={t('blog.lead')} />
}
