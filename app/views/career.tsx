import { JobCard, jobJsonLd } from '../components/career/job-card.tsx'
import { PagePhoto } from '../components/media/page-photo.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import '../components/sections/rule-list.css'
import { TitledGrid } from '../components/sections/titled-grid.tsx'
import { buttonLabel } from '../components/text/title-case.ts'
import { CareerPaths } from '../components/visuals/career-paths.tsx'
import { FirstWeeksPath } from '../components/visuals/first-weeks-path.tsx'
import { readJobs } from '../content/jobs.server.ts'
import { pagePhoto } from '../content/page-photos.server.ts'
import { getPageContent } from '../content/pages.server.ts'
import { canonicalPath } from '../i18n/alternates.ts'
import { pluralRules } from '../i18n/intl.ts'
import type { Lang } from '../i18n/languages.ts'
import { polishTypography } from '../i18n/polish-typography.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { site } from '../site.config.ts'
import { breadcrumbJsonLd } from './json-ld.ts'
import { type LoadArgs, pageAt } from './view.server.ts'
import './career.css'
import { keepCompounds } from '../components/text/keep-compounds.tsx'
import { langFromPath } from '../i18n/locate.ts'

/** Rendered per request: a job leaves the page (and its JobPosting data) on its closing date. */
export function load({ url }: LoadArgs) {
  const lang = langFromPath(url.pathname)
  const content = getPageContent(lang, 'career')
  const jobs = readJobs(lang)
  const path = canonicalPath(url.pathname)
  return pageAt(
    url,
    {
      title: content.metaTitle,
      description: content.metaDescription,
      jsonLd: ({ siteUrl, lang, t }) => [
        breadcrumbJsonLd(siteUrl, lang, [{ page: 'career' }], t),
        ...jobs.map((job) => jobJsonLd(job, siteUrl, `${siteUrl}${path}`)),
      ],
    },
    { content, jobs, photo: pagePhoto('career', lang, 'photo') },
  )
}

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

/** The words the page adds around the positions' own copy, the count in its plural form. */
const copy = {
  en: {
    count: { one: 'open position', few: 'open positions', many: 'open positions', other: 'open positions' },
    howToApply: 'How applying works',
    firstWeeksTitle: 'Your first weeks',
    firstWeeksText:
      'Nobody starts on the phones alone. Paid training comes first, then practice beside a buddy who knows the project, and your own calls only once you are ready, with your team leader coaching you on the way.',
  },
  pl: {
    count: { one: 'oferta pracy', few: 'oferty pracy', many: 'ofert pracy', other: 'oferty pracy' },
    howToApply: 'Jak wygląda rekrutacja',
    firstWeeksTitle: 'Twoje pierwsze tygodnie',
    firstWeeksText:
      'Nikt nie zaczyna sam przy telefonie. Najpierw płatne szkolenie, potem praktyka u boku opiekuna, który zna projekt, a własne rozmowy dopiero wtedy, gdy będziesz gotowy lub gotowa – z liderem, który wspiera Cię coachingiem.',
  },
} as const

function countText(lang: Lang, n: number) {
  const forms = copy[lang].count
  const form = pluralRules(lang).select(n)
  return `${n} ${form in forms ? forms[form as keyof typeof forms] : forms.other}`
}

/**
 * Where, how and on what terms: the work mode is left out when the location already names it
 * ("Remote (Poland)" is not followed by "Remote"). Each fact opens with its " · ", drawn
 * where a line starting with it clips it off (career.css), so none opens or ends a line.
 */
function jobFacts(location: string, workMode: string, employmentType: string) {
  const named = location.toLocaleLowerCase().includes(workMode.toLocaleLowerCase())
  return (
    <span className="job-index-facts">
      {[location, named ? '' : workMode, employmentType].filter(Boolean).map((fact, index) => (
        <span key={fact} className="job-index-fact">
          {index ? <span className="job-index-fact-separator">{' · '}</span> : null}
          {keepCompounds(fact)}
        </span>
      ))}
    </span>
  )
}

/**
 * The open positions as an index in the first screen: each a row with where and how one
 * works and the pay, linked to its full advert below (on a wide screen the three side by
 * side, a board). With none open, the invitation to send a CV.
 */
function JobIndex({ jobs, content }: Pick<Props, 'jobs' | 'content'>) {
  const lang = useLang()
  const t = useT()
  if (!jobs.length)
    return (
      <div className="hero-card job-index">
        <p className="job-index-title">{content.emptyTitle}</p>
        <p className="job-index-empty">{content.emptyText}</p>
        <a href={`mailto:${site.recruitmentEmail}`} className="btn btn-primary">
          {t('button.contactUs')}
        </a>
      </div>
    )
  return (
    <nav className="hero-card job-index" aria-labelledby="job-index-title">
      <p id="job-index-title" className="job-index-title">
        {countText(lang, jobs.length)}
      </p>
      <ul>
        {jobs.map((job) => (
          <li key={job.id}>
            <a href={`#${job.id}`}>
              <span className="job-index-name">{keepCompounds(job.title)}</span>
              <span className="job-index-meta">
                {jobFacts(job.location, content.workModes[job.workMode], content.employmentTypes[job.employmentType])}
              </span>
              {job.salaryText ? <span className="job-index-pay">{job.salaryText}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function CareerPage({ content, jobs, photo }: Props) {
  const lang = useLang()
  const t = useT()
  return (
    <>
      {/* A recruitment page opens like a jobs board: the title and the invitation beside an
          illustration of where the work leads, the open positions across the hero under
          them, a row each. */}
      <PageHero
        eyebrow={content.eyebrow}
        title={content.headline}
        lead={content.lead}
        aside={<CareerPaths />}
        foot={<JobIndex jobs={jobs} content={content} />}
      >
        <div className="btn-row">
          <a href={jobs.length ? '#positions' : `mailto:${site.recruitmentEmail}`} className="btn btn-primary">
            {jobs.length ? buttonLabel(content.positionsTitle, lang) : t('button.contactUs')}
          </a>
          <a href="#process" className="btn btn-secondary">
            {buttonLabel(copy[lang].howToApply, lang)}
          </a>
        </div>
      </PageHero>
      {/* What working here is like: the reasons beside what every employee gets, and the
          people at work above them once the editor sets a photograph. */}
      <section className="section career-life" aria-labelledby="why">
        <div className="wrap">
          <PagePhoto photo={photo} sizes="(min-width: 76rem) 73.5rem, 100vw" className="page-photo page-photo-wide" />
          <div className="career-life-grid">
            <div>
              <h2 id="why" className="section-title">
                {content.whyTitle}
              </h2>
              <ul className="rule-list career-why">
                {content.why.map((item) => (
                  <li key={item.title}>
                    <h3 className="rule-list-title">{item.title}</h3>
                    <p>{item.text}</p>
                  </li>
                ))}
              </ul>
            </div>
            <section className="career-offer" aria-labelledby="benefits">
              <h2 id="benefits" className="career-offer-title">
                {content.benefitsTitle}
              </h2>
              <ul className="check-list">
                {content.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </section>
      <TitledGrid id="process" title={content.processTitle} items={content.process} numbered alt />
      {/* What follows the offer: the first weeks, beside a drawing of how their hours divide. */}
      <section className="section" aria-labelledby="first-weeks">
        <div className="wrap career-start">
          <div>
            <h2 id="first-weeks" className="section-title">
              {copy[lang].firstWeeksTitle}
            </h2>
            <p className="lead">{lang === 'pl' ? polishTypography(copy.pl.firstWeeksText) : copy.en.firstWeeksText}</p>
          </div>
          <FirstWeeksPath />
        </div>
      </section>
      <section id="positions" className="section section-alt" aria-labelledby="positions-title">
        <div className="wrap">
          <h2 id="positions-title" className="section-title">
            {content.positionsTitle}
          </h2>
          <p className="lead">{content.positionsLead}</p>
          {jobs.length ? (
            <div className="jobs">
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} copy={content} />
              ))}
            </div>
          ) : (
            <div className="card empty-state">
              <h3 className="card-title">{content.emptyTitle}</h3>
              <p>{content.emptyText}</p>
              <a href={`mailto:${site.recruitmentEmail}`} className="btn btn-primary">
                {t('button.contactUs')}
              </a>
            </div>
          )}
        </div>
      </section>
    </>
  )
}

export default withPage(CareerPage)
