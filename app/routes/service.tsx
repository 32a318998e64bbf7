import type { MetaDescriptor } from 'react-router'
import { data, Link, redirect } from 'react-router'
import { CalculatorPromo } from '../components/calculator/calculator-promo'
import { CtaBand } from '../components/sections/cta-band'
import { FaqList, faqJsonLd } from '../components/sections/faq-list'
import { FigureGrid } from '../components/sections/figure-grid'
import { PageHero } from '../components/sections/page-hero'
import { ProseSection } from '../components/sections/prose-section'
import { TitledGrid } from '../components/sections/titled-grid'
import { ServiceCardList } from '../components/service-card'
import { ServiceIcon } from '../components/service-icon'
import { StaticPage, serverPageLoader } from '../components/static-page'
import { useIndustrySlugs } from '../components/use-industry-links'
import { serviceGroupOf } from '../content/service-catalog'
import { serviceAlternates, serviceBySlug, serviceLinks } from '../content/services.server'
import { renamedSlug } from '../content/slug-redirects.server'
import { href } from '../i18n/href'
import { legacyServiceSlugs } from '../i18n/route-table'
import { useLang, useT } from '../i18n/use-i18n'
import { breadcrumbJsonLd, serviceJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import { serverPageMeta } from '../lib/server-page'
import type { Route } from './+types/service'

export function loader({ url, params }: Route.LoaderArgs) {
  const lang = requestLang(url)
  const legacy = legacyServiceSlugs[params.slug]
  if (legacy) {
    const target = url.pathname.replace(/[^/]+\/?$/, legacy)
    throw redirect(target + url.search, 301)
  }
  const service = serviceBySlug(lang, params.slug)
  if (!service) {
    const renamed = renamedSlug('services', lang, params.slug)
    if (renamed) throw redirect(href('service', lang, { slug: renamed }) + url.search, 301)
    throw data(null, { status: 404 })
  }
  const names = new Map(serviceLinks(lang).map((s) => [s.key, s]))
  const related = service.related.flatMap((slug) => names.get(slug) ?? [])
  return { service, related, alternates: serviceAlternates(service.key) }
}

function pageMeta(args: Route.MetaArgs): MetaDescriptor[] {
  const { service, alternates } = args.loaderData ?? {}
  if (!service) return []
  return routeMeta(args, {
    title: service.metaTitle,
    alternates,
    description: service.metaDescription,
    jsonLd: ({ siteUrl, lang, t }) => [
      serviceJsonLd(service, siteUrl, lang),
      faqJsonLd(service.faqs),
      breadcrumbJsonLd(
        siteUrl,
        lang,
        [{ page: 'services' }, { name: service.name, path: href('service', lang, { slug: service.slug }) }],
        t,
      ),
    ],
  })
}

function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, related } = loaderData
  const lang = useLang()
  const t = useT()
  const industrySlugs = useIndustrySlugs()
  return (
    <>
      <PageHero
        eyebrow={service.name}
        icon={<ServiceIcon slug={service.key} size={28} />}
        title={service.headline}
        lead={service.lead}
      >
        <div className="btn-row">
          <Link to={`${href('contact', lang)}?service=${service.key}`} className="btn btn-primary">
            {t('button.bookConsultation')}
          </Link>
          <a href="#included" className="btn btn-secondary">
            {t('button.learnMore')}
          </a>
        </div>
      </PageHero>
      <ProseSection id="intro" title={service.name} paragraphs={service.intro} />
      <TitledGrid id="included" title={t('service.included')} items={service.included} alt />
      <TitledGrid id="steps" title={t('service.steps')} items={service.steps} numbered />
      <section className="section section-dark" aria-labelledby="figures">
        <div className="wrap">
          <h2 id="figures" className="section-title">
            {t('service.figures')}
          </h2>
          <FigureGrid keys={service.figures} dark />
        </div>
      </section>
      <section className="section" aria-labelledby="industries">
        <div className="wrap">
          <h2 id="industries" className="section-title">
            {t('service.industries')}
          </h2>
          <ul className="tag-list">
            {service.industries.map((key) => (
              <li key={key} className="tag">
                <Link to={href('industry', lang, { slug: industrySlugs[key] ?? key })} className="tag-link">
                  {t(`industry.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {/* Voice services are staffed with the Erlang C model the calculator uses. */}
      {serviceGroupOf[service.key] === 'voice' ? <CalculatorPromo /> : null}
      <FaqList title={t('service.faq')} faqs={service.faqs} />
      <section className="section section-alt" aria-labelledby="related">
        <div className="wrap">
          <h2 id="related" className="section-title">
            {t('service.related')}
          </h2>
          <ServiceCardList services={related} />
        </div>
      </section>
      <CtaBand
        title={t('service.ctaTitle', { service: service.name })}
        text={t('service.ctaText')}
        search={`?service=${service.key}`}
      />
    </>
  )
}

// Rendered by the server only (decision 012): in the browser this page's markup and head
// come from the server, on the document it sent or fetched by the clientLoader.
export const meta: Route.MetaFunction = import.meta.env.SSR ? pageMeta : serverPageMeta
export const clientLoader = serverPageLoader
export default import.meta.env.SSR ? ServicePage : StaticPage
