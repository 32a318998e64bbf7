import { JobCard, jobJsonLd } from '../components/career/job-card.tsx'
import { PagePhoto } from '../components/media/page-photo.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { HeroProof } from '../components/sections/hero-proof.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { TitledGrid } from '../components/sections/titled-grid.tsx'
import { buttonLabel } from '../components/text/title-case.ts'
import { readJobs } from '../content/jobs.server.ts'
import { pagePhoto } from '../content/page-photos.server.ts'
import { getPageContent } from '../content/pages.server.ts'
import { canonicalPath } from '../i18n/alternates.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { requestLang } from '../lib/language/request-lang.server.ts'
import { breadcrumbJsonLd } from '../lib/seo/json-ld.ts'
import type { FigureKey } from '../site.config.ts'
import { site } from '../site.config.ts'
import { type LoadArgs, pageAt } from './view.server.ts'
import './career.css'

/** Rendered per request: a job leaves the page (and its JobPosting data) on its closing date. */
export function load({ url }: LoadArgs) {
  const lang = requestLang(url)
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
    { content, jobs, photo: pagePhoto('career', lang) },
  )
}

/** Until the team's photograph is set: the figures a candidate asks about first. */
const careerFigures: readonly FigureKey[] = ['teamSize', 'languages', 'yearsExperience']

type Props = Extract<ReturnType<typeof load>, { kind: 'page' }>['props']

function CareerPage({ content, jobs, photo }: Props) {
  const lang = useLang()
  const t = useT()
  return (
    <>
      <PageHero
        eyebrow={content.eyebrow}
        title={content.headline}
        lead={content.lead}
        aside={
          <PagePhoto photo={photo} sizes="(min-width: 64rem) 32rem, 100vw" priority className="page-photo">
            <HeroProof keys={careerFigures} />
          </PagePhoto>
        }
      >
        <a href="#positions" className="btn btn-primary">
          {buttonLabel(content.positionsTitle, lang)}
        </a>
      </PageHero>
      <TitledGrid id="why" title={content.whyTitle} items={content.why} />
      <section className="section section-alt" aria-labelledby="benefits">
        <div className="wrap">
          <h2 id="benefits" className="section-title">
            {content.benefitsTitle}
          </h2>
          <ul className="check-list benefits">
            {content.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      </section>
      <TitledGrid id="process" title={content.processTitle} items={content.process} numbered />
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
