import { withPage } from '../components/page/page-context.tsx'
import { CaseStudyCard } from '../components/proof/case-study-card.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { caseStudyLink, listCaseStudies } from '../content/case-studies.server.ts'
import { serviceLinks } from '../content/services.server.ts'
import { href } from '../i18n/href.ts'
import { translator } from '../i18n/translate.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { type Industry, industries, type ServiceKey, serviceKeys } from '../lib/catalog/catalog-keys.ts'
import { breadcrumbJsonLd } from './json-ld.ts'
import { type LoadArgs, pageAt } from './view.server.ts'
import './case-studies.css'
import { langFromPath } from '../i18n/locate.ts'

type Filter = { industry: Industry | null; service: ServiceKey | null }

/** Only known keys filter; anything else in the query is ignored (the full list shows). */
function readFilter(url: URL): Filter {
  const industry = url.searchParams.get('industry') ?? ''
  const service = url.searchParams.get('service') ?? ''
  return {
    industry: (industries as readonly string[]).includes(industry) ? (industry as Industry) : null,
    service: (serviceKeys as readonly string[]).includes(service) ? (service as ServiceKey) : null,
  }
}

/**
 * Filtered lists (?industry=, ?service=) are the same page: the head's canonical is the
 * path without the query, so search engines index the unfiltered list only.
 */
export function load({ url }: LoadArgs) {
  const lang = langFromPath(url.pathname)
  const t = translator(lang)
  const filter = readFilter(url)
  const all = listCaseStudies(lang)
  const studies = all.filter(
    (study) =>
      (!filter.industry || study.industry === filter.industry) &&
      (!filter.service || study.services.includes(filter.service)),
  )
  // The filters offer what the case studies cover, in the site's order.
  const names = new Map(serviceLinks(lang).map((s) => [s.key, s.name]))
  const industryOptions = industries.filter((key) => all.some((study) => study.industry === key))
  const serviceOptions = serviceKeys
    .filter((key) => all.some((study) => study.services.includes(key)))
    .map((key) => ({ key, name: names.get(key) ?? key }))
  return pageAt(
    url,
    {
      title: t('caseStudies.metaTitle'),
      description: t('caseStudies.metaDescription'),
      jsonLd: ({ siteUrl, lang }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'caseStudies' }], t)],
    },
    { studies: studies.map(caseStudyLink), filter, industryOptions, serviceOptions },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

const words = {
  en: { show: 'Show', filter: 'Filter' },
  pl: { show: 'Pokaż', filter: 'Filtruj' },
} as const

function CaseStudiesPage({ studies, filter, industryOptions, serviceOptions }: Props) {
  const lang = useLang()
  const t = useT()
  const base = href('caseStudies', lang)
  const serviceName = new Map(serviceOptions.map((s) => [s.key, s.name]))
  const active = [
    filter.industry ? t(`industry.${filter.industry}`) : null,
    filter.service ? (serviceName.get(filter.service) ?? filter.service) : null,
  ].filter(Boolean)
  return (
    <>
      {/* A compact band, then the cards: each card leads with its study's headline result,
          so an index of those results beside the title repeated the list above it. */}
      <PageHero
        eyebrow={t('caseStudies.eyebrow')}
        title={t('caseStudies.title')}
        lead={t('caseStudies.lead')}
        compact
      />
      <section className="section" aria-labelledby="case-study-list">
        <div className="wrap">
          {/* Two lists in a GET form rather than a chip per value (sixteen or more wrap over
              several rows): it works without script, the fragment brings the reader back to
              the filters after the reload. On a phone the form folds into one line that names
              the filter in force (a details element, no script), so the first case study
              stands in the first screen; from a tablet up it is always open (case-studies.css). */}
          <details id="case-study-filters" className="filters-fold">
            <summary className="filters-summary">
              <span className="filters-summary-label">{words[lang].filter}</span>
              <span className="filters-summary-state">
                {active.length ? active.join(', ') : t('caseStudies.filterAll')}
              </span>
            </summary>
            <form
              className="filters"
              method="get"
              action={`${base}#case-study-filters`}
              aria-label={t('caseStudies.filters')}
            >
              <div className="field filter-field">
                <label htmlFor="filter-industry" className="filter-title">
                  {t('caseStudies.filterIndustry')}
                </label>
                <select id="filter-industry" name="industry" defaultValue={filter.industry ?? ''}>
                  <option value="">{t('caseStudies.filterAll')}</option>
                  {industryOptions.map((key) => (
                    <option key={key} value={key}>
                      {t(`industry.${key}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field filter-field">
                <label htmlFor="filter-service" className="filter-title">
                  {t('caseStudies.filterService')}
                </label>
                <select id="filter-service" name="service" defaultValue={filter.service ?? ''}>
                  <option value="">{t('caseStudies.filterAll')}</option>
                  {serviceOptions.map((s) => (
                    <option key={s.key} value={s.key}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn btn-primary filter-submit">
                {words[lang].show}
              </button>
            </form>
          </details>
          {active.length ? (
            <p className="filter-active" role="status">
              {t('caseStudies.active', { filter: active.join(', ') })}{' '}
              <a href={`${base}#case-study-filters`} className="filter-clear">
                {t('caseStudies.clear')}
              </a>
            </p>
          ) : null}
          <h2 id="case-study-list" className="sr-only">
            {t('caseStudies.results')}
          </h2>
          {studies.length ? (
            <ul className="grid-cards case-study-grid">
              {studies.map((study) => (
                <li key={study.key}>
                  <CaseStudyCard study={study} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="filter-empty">{t('caseStudies.empty')}</p>
          )}
        </div>
      </section>
      <CtaBand title={t('caseStudy.ctaTitle')} text={t('caseStudy.ctaText')} />
    </>
  )
}

export default withPage(CaseStudiesPage)
