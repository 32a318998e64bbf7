import { withPage } from '../components/page/page-context.tsx'
import { CaseStudyCard } from '../components/proof/case-study-card.tsx'
import { SampleTag } from '../components/proof/sample-tag.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { caseStudyLink, listCaseStudies } from '../content/case-studies.server.ts'
import { serviceLinks } from '../content/services.server.ts'
import { type Industry, industries, type ServiceKey, serviceKeys } from '../content/types.ts'
import { href } from '../i18n/href.ts'
import { translator } from '../i18n/translate.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { formatNumber } from '../lib/language/intl.ts'
import { requestLang } from '../lib/language/request-lang.server.ts'
import { breadcrumbJsonLd } from '../lib/seo/json-ld.ts'
import { type LoadArgs, pageAt } from './view.server.ts'
import './case-studies.css'

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
  const lang = requestLang(url)
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
  // The hero's index: how many studies each industry has (the cards below show the results).
  const industryCounts = industryOptions.map((key) => ({
    key,
    count: all.filter((study) => study.industry === key).length,
  }))
  const sample = all.some((study) => study.sample)
  return pageAt(
    url,
    {
      title: t('caseStudies.metaTitle'),
      description: t('caseStudies.metaDescription'),
      jsonLd: ({ siteUrl, lang }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'caseStudies' }], t)],
    },
    { studies: studies.map(caseStudyLink), filter, industryOptions, serviceOptions, industryCounts, sample },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

function query(filter: Filter): string {
  const params = new URLSearchParams()
  if (filter.industry) params.set('industry', filter.industry)
  if (filter.service) params.set('service', filter.service)
  const out = params.toString()
  return out ? `?${out}` : ''
}

const words = {
  en: { index: 'Case studies by industry', show: 'Show' },
  pl: { index: 'Realizacje według branży', show: 'Pokaż' },
} as const

/**
 * Beside the list's title: how many case studies each industry has, each a link to them.
 * The results themselves are on the cards below, not repeated here.
 */
function IndustryIndex({ counts, sample }: { counts: Props['industryCounts']; sample: boolean }) {
  const lang = useLang()
  const t = useT()
  if (!counts.length) return null
  const base = href('caseStudies', lang)
  return (
    <section className="hero-card hero-proof" aria-labelledby="industry-index">
      <h2 id="industry-index" className="before-after-title">
        {words[lang].index}
        {sample ? <SampleTag /> : null}
      </h2>
      <ul className="industry-index">
        {counts.map(({ key, count }) => (
          <li key={key}>
            <a href={`${base}${query({ industry: key, service: null })}#case-study-filters`}>{t(`industry.${key}`)}</a>
            <span className="industry-index-count">{formatNumber(count, lang)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function CaseStudiesPage({ studies, filter, industryOptions, serviceOptions, industryCounts, sample }: Props) {
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
      <PageHero
        eyebrow={t('caseStudies.eyebrow')}
        title={t('caseStudies.title')}
        lead={t('caseStudies.lead')}
        aside={<IndustryIndex counts={industryCounts} sample={sample} />}
      />
      <section className="section" aria-labelledby="case-study-list">
        <div className="wrap">
          {/* Two lists in a GET form rather than a chip per value (sixteen or more wrap over
              several rows): it works without script, the fragment brings the reader back to
              the filters after the reload. */}
          <form
            id="case-study-filters"
            className="filters"
            method="get"
            action={`${base}#case-study-filters`}
            aria-label={t('caseStudies.filters')}
          >
            <div className="filter-field">
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
            <div className="filter-field">
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
