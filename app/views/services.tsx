import { CalculatorPromo } from '../components/calculator/calculator-promo.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { ServiceCardList } from '../components/services/service-card.tsx'
import { groupServices } from '../content/service-catalog.ts'
import { serviceLinks } from '../content/services.server.ts'
import { serviceGroups } from '../content/types.ts'
import { translator } from '../i18n/translate.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { requestLang } from '../lib/language/request-lang.server.ts'
import { breadcrumbJsonLd } from '../lib/seo/json-ld.ts'
import { type LoadArgs, pageAt } from './view.server.ts'

export function load({ url }: LoadArgs) {
  const lang = requestLang(url)
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
  // The needs, each with how many services answer it: a map of the page beside its title.
  const index = (
    <nav className="hero-proof need-index" aria-labelledby="need-index">
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
      <PageHero eyebrow={t('services.eyebrow')} title={t('services.title')} lead={t('services.lead')} aside={index} />
      {groups.map(({ group, services: items }, i) => (
        <section key={group} className={i % 2 ? 'section section-alt' : 'section'} aria-labelledby={`group-${group}`}>
          <div className="wrap">
            <h2 id={`group-${group}`} className="section-title">
              {t(`services.group.${group}`)}
            </h2>
            <p className="lead">{t(`services.groupText.${group}`)}</p>
            <ServiceCardList services={items} />
          </div>
        </section>
      ))}
      <CalculatorPromo alt={serviceGroups.length % 2 === 1} />
      <CtaBand
        title={t('service.ctaTitle', { service: t('nav.services').toLowerCase() })}
        text={t('service.ctaText')}
      />
    </>
  )
}

export default withPage(ServicesPage)
