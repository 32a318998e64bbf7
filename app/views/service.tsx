import { CalculatorPromo } from '../components/calculator/calculator-promo.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { FaqList, faqJsonLd } from '../components/sections/faq-list.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { ProseFigures, ProseSection } from '../components/sections/prose-section.tsx'
import { TitledGrid } from '../components/sections/titled-grid.tsx'
import { ServiceCardList } from '../components/services/service-card.tsx'
import { ServiceIcon } from '../components/services/service-icon.tsx'
import { useIndustrySlugs } from '../components/services/use-industry-links.ts'
import { ServiceVisual } from '../components/visuals/service-visual.tsx'
import { calculatorServiceKeys } from '../content/service-catalog.ts'
import { serviceAlternates, serviceBySlug, serviceLinks } from '../content/services.server.ts'
import { href } from '../i18n/href.ts'
import { langFromPath } from '../i18n/locate.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { breadcrumbJsonLd, serviceJsonLd } from './json-ld.ts'
import { type LoadArgs, notFound, pageAt } from './view.server.ts'

export function load({ url, params }: LoadArgs) {
  const lang = langFromPath(url.pathname)
  const slug = params.slug ?? ''
  const service = serviceBySlug(lang, slug)
  // An old or renamed slug never gets here: app/middleware.ts answers it with a 301.
  if (!service) return notFound
  const names = new Map(serviceLinks(lang).map((s) => [s.key, s]))
  const related = service.related.flatMap((key) => names.get(key) ?? [])
  return pageAt(
    url,
    {
      title: service.metaTitle,
      alternates: serviceAlternates(service.key),
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
    },
    { service, related },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

/**
 * A service opens with its own work: the service's visual beside the title (under it on a
 * phone), not the company-wide figures, which follow once beside the introduction.
 */
function ServicePage({ service, related }: Props) {
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
        aside={<ServiceVisual slug={service.key} />}
      >
        <div className="btn-row">
          <a href={`${href('book', lang)}?service=${service.key}`} className="btn btn-primary">
            {t('button.bookConsultation')}
          </a>
          <a href="#included" className="btn btn-secondary">
            {t('button.seeIncluded')}
          </a>
        </div>
      </PageHero>
      <ProseSection
        id="intro"
        title={service.name}
        paragraphs={service.intro}
        beside={
          service.figures.length ? <ProseFigures title={t('service.figures')} keys={service.figures} /> : undefined
        }
      />
      <TitledGrid id="included" title={t('service.included')} items={service.included} alt />
      <TitledGrid id="steps" title={t('service.steps')} items={service.steps} numbered />
      <section className="section section-alt" aria-labelledby="industries">
        <div className="wrap">
          <h2 id="industries" className="section-title">
            {t('service.industries')}
          </h2>
          <ul className="tag-list">
            {service.industries.map((key) => (
              <li key={key} className="tag">
                <a href={href('industry', lang, { slug: industrySlugs[key] ?? key })} className="tag-link">
                  {t(`industry.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {/* Voice services are staffed with the Erlang C model the calculator uses. */}
      {calculatorServiceKeys.includes(service.key) ? <CalculatorPromo /> : null}
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

export default withPage(ServicePage)
