import type { MetaDescriptor } from 'react-router'
import { CalculatorPromo } from '../components/calculator/calculator-promo'
import { CtaBand } from '../components/sections/cta-band'
import { PageHero } from '../components/sections/page-hero'
import { ServiceCardList } from '../components/service-card'
import { StaticPage, serverPageLoader } from '../components/static-page'
import { serviceGroupOf } from '../content/service-catalog'
import { serviceLinks } from '../content/services.server'
import { serviceGroups } from '../content/types'
import { metaTranslator } from '../i18n/messages'
import { useT } from '../i18n/use-i18n'
import { breadcrumbJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import { serverPageMeta } from '../lib/server-page'
import type { Route } from './+types/services'

export function loader({ url }: Route.LoaderArgs) {
  return { services: serviceLinks(requestLang(url)) }
}

function pageMeta(args: Route.MetaArgs): MetaDescriptor[] {
  const t = metaTranslator(args)
  return routeMeta(args, {
    title: t('services.metaTitle'),
    description: t('services.metaDescription'),
    jsonLd: ({ siteUrl, lang }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'services' }], t)],
  })
}

function ServicesPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <>
      <PageHero eyebrow={t('services.eyebrow')} title={t('services.title')} lead={t('services.lead')} />
      {serviceGroups.map((group, i) => {
        const items = loaderData.services.filter((s) => serviceGroupOf[s.key] === group)
        return (
          <section key={group} className={i % 2 ? 'section section-alt' : 'section'} aria-labelledby={`group-${group}`}>
            <div className="wrap">
              <h2 id={`group-${group}`} className="section-title">
                {t(`services.group.${group}`)}
              </h2>
              <ServiceCardList services={items} />
            </div>
          </section>
        )
      })}
      <CalculatorPromo alt={serviceGroups.length % 2 === 1} />
      <CtaBand
        title={t('service.ctaTitle', { service: t('nav.services').toLowerCase() })}
        text={t('service.ctaText')}
      />
    </>
  )
}

// Rendered by the server only (decision 012): in the browser this page's markup and head
// come from the server, on the document it sent or fetched by the clientLoader.
export const meta: Route.MetaFunction = import.meta.env.SSR ? pageMeta : serverPageMeta
export const clientLoader = serverPageLoader
export default import.meta.env.SSR ? ServicesPage : StaticPage
