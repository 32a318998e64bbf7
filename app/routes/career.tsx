import type { MetaDescriptor } from 'react-router'
import { JobCard, jobJsonLd } from '../components/job-card'
import { PageHero } from '../components/sections/page-hero'
import { TitledGrid } from '../components/sections/titled-grid'
import { StaticPage, serverPageLoader } from '../components/static-page'
import { readJobs } from '../content/jobs.server'
import { getPageContent } from '../content/pages.server'
import { canonicalPath } from '../i18n/alternates'
import { useT } from '../i18n/use-i18n'
import { breadcrumbJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import { serverPageMeta } from '../lib/server-page'
import { site } from '../site.config'
import type { Route } from './+types/career'

export function loader({ url }: Route.LoaderArgs) {
  const lang = requestLang(url)
  return { content: getPageContent(lang, 'career'), jobs: readJobs(lang) }
}

function pageMeta(args: Route.MetaArgs): MetaDescriptor[] {
  const data = args.loaderData
  if (!data) return []
  const path = canonicalPath(args.location.pathname)
  return routeMeta(args, {
    title: data.content.metaTitle,
    description: data.content.metaDescription,
    jsonLd: ({ siteUrl, lang, t }) => [
      breadcrumbJsonLd(siteUrl, lang, [{ page: 'career' }], t),
      ...data.jobs.map((job) => jobJsonLd(job, siteUrl, `${siteUrl}${path}`)),
    ],
  })
}

function CareerPage({ loaderData }: Route.ComponentProps) {
  const { content, jobs } = loaderData
  const t = useT()
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.headline} lead={content.lead}>
        <a href="#positions" className="btn btn-primary">
          {content.positionsTitle}
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

// Rendered by the server only (decision 012): in the browser this page's markup and head
// come from the server, on the document it sent or fetched by the clientLoader.
export const meta: Route.MetaFunction = import.meta.env.SSR ? pageMeta : serverPageMeta
export const clientLoader = serverPageLoader
export default import.meta.env.SSR ? CareerPage : StaticPage
