import { CalculatorPromo } from '../components/calculator/calculator-promo.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { ServiceCardList } from '../components/services/service-card.tsx'
import { ServicesHub } from '../components/visuals/services-hub.tsx'
import { groupServices } from '../content/service-catalog.ts'
import { serviceLinks } from '../content/services.server.ts'
import { translator } from '../i18n/translate.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { breadcrumbJsonLd } from './json-ld.ts'
import { type LoadArgs, pageAt } from './view.server.ts'
import './services.css'
import { langFromPath } from '../i18n/locate.ts'

export function load({ url }: LoadArgs) {
  const lang = langFromPath(url.pathname)
  const t = translator(lang)
  return pageAt(
    url,
    {
      title: t('services.metaTitle'),
      description: t('services.metaDescription'),
      jsonLd: ({ siteUrl, lang }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'services' }], t)],
    },
    { services: serviceLinks(lang) },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

const indexTitle = { en: 'Services by need', pl: 'Usługi według potrzeb' } as const

function ServicesPage({ services }: Props) {
  const t = useT()
  const lang = useLang()
  const groups = groupServices(services)
  // The needs, each with how many services answer it, as a row of chips under the lead: a
  // map of the page; the illustration of how any programme runs stands beside the title.
  const index = (
    <nav className="need-index services-index" aria-labelledby="need-index">
      <p id="need-index" className="need-index-title">
        {indexTitle[lang]}
      </p>
      {groups.map(({ group, services: items }) => (
        <a key={group} href={`#group-${group}`}>
          {t(`services.group.${group}`)}
          <span className="need-index-count">{items.length}</span>
        </a>
      ))}
    </nav>
  )
  return (
    <>
      <PageHero
        eyebrow={t('services.eyebrow')}
        title={t('services.title')}
        lead={t('services.lead')}
        aside={<ServicesHub />}
      >
        {index}
      </PageHero>
      {/* A catalogue: each need's heading over its services in the site's card grid, which
          sizes its columns to the count (six answer customers in two rows of three, three
          sell in one): a heading beside a column of six rows left a tall empty column. */}
      {groups.map(({ group, services: items }) => (
        <section key={group} className="section services-group" aria-labelledby={`group-${group}`}>
          <div className="wrap">
            <div className="services-group-head">
              <h2 id={`group-${group}`} className="section-title">
                {t(`services.group.${group}`)}
              </h2>
              <p className="lead">{t(`services.groupText.${group}`)}</p>
            </div>
            <ServiceCardList services={items} />
          </div>
        </section>
      ))}
      <CalculatorPromo alt />
      <CtaBand
        title={t('service.ctaTitle', { service: t('nav.services').toLowerCase() })}
        text={t('service.ctaText')}
      />
    </>
  )
}

export default withPage(ServicesPage)
