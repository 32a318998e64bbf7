import type { CareerPageContent, JobPosting } from '../../content/types.ts'
import { href } from '../../i18n/href.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { site } from '../../site.config.ts'
import './job-card.css'
import { companyPostalAddress } from '../../lib/seo/postal-address.ts'
import { keepCompounds } from '../text/keep-compounds.tsx'

type Props = { job: JobPosting; copy: CareerPageContent }

export function JobCard({ job, copy }: Props) {
  const lang = useLang()
  const { labels } = copy
  const subject = encodeURIComponent(job.title)
  return (
    <article id={job.id} className="card job" aria-labelledby={`${job.id}-title`}>
      <h3 id={`${job.id}-title`} className="card-title">
        {keepCompounds(job.title)}
      </h3>
      <dl className="job-facts">
        <div>
          <dt>{labels.department}</dt>
          <dd>{keepCompounds(job.department)}</dd>
        </div>
        <div>
          <dt>{labels.location}</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>{labels.workMode}</dt>
          <dd>{copy.workModes[job.workMode]}</dd>
        </div>
        <div>
          <dt>{labels.employmentType}</dt>
          <dd>{copy.employmentTypes[job.employmentType]}</dd>
        </div>
        <div>
          <dt>{labels.posted}</dt>
          <dd>
            <time dateTime={job.datePosted}>{job.datePostedText}</time>
          </dd>
        </div>
        {job.salary ? (
          <div>
            <dt>{labels.salary}</dt>
            <dd>{job.salaryText}</dd>
          </div>
        ) : null}
      </dl>
      <p>{keepCompounds(job.description)}</p>
      <div className="job-lists">
        {(
          [
            [labels.responsibilities, job.responsibilities],
            [labels.requirements, job.requirements],
          ] as const
        ).map(([title, items]) => (
          <div key={title}>
            <h4 className="job-subtitle">{title}</h4>
            <ul className="check-list">
              {items.map((item) => (
                <li key={item}>{keepCompounds(item)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="btn-row job-actions">
        <a href={`mailto:${site.recruitmentEmail}?subject=${subject}`} className="btn btn-primary">
          {copy.applyByEmail}
        </a>
        <a href={`${href('contact', lang)}?position=${encodeURIComponent(job.id)}`} className="btn btn-secondary">
          {copy.applyByForm}
        </a>
      </div>
    </article>
  )
}

/** schema.org JobPosting for one position. */
export function jobJsonLd(job: JobPosting, siteUrl: string, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `<p>${job.description}</p>`,
    datePosted: job.datePosted,
    validThrough: job.closingDate,
    employmentType: job.employmentType,
    url: `${pageUrl}#${job.id}`,
    hiringOrganization: { '@type': 'Organization', name: site.legalName, sameAs: `${siteUrl}/` },
    jobLocationType: job.workMode === 'remote' ? 'TELECOMMUTE' : undefined,
    applicantLocationRequirements: job.workMode === 'remote' ? { '@type': 'Country', name: 'PL' } : undefined,
    jobLocation: {
      '@type': 'Place',
      address: companyPostalAddress(),
    },
    baseSalary: job.salary
      ? {
          '@type': 'MonetaryAmount',
          currency: job.salary.currency,
          value: {
            '@type': 'QuantitativeValue',
            minValue: job.salary.min,
            maxValue: job.salary.max,
            unitText: job.salary.unit,
          },
        }
      : undefined,
  }
}
