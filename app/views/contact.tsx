import { randomUUID } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { ScenarioAttachment } from '../components/calculator/scenario-attachment.tsx'
import { attachmentView } from '../components/calculator/scenario-figures.tsx'
import { AccountLead } from '../components/contact/account-lead.tsx'
import { ContactDetails } from '../components/contact/contact-details.tsx'
import { ContactNext } from '../components/contact/contact-next.tsx'
import { PagePhoto } from '../components/media/page-photo.tsx'
import { withPage } from '../components/page/page-context.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { findJob } from '../content/jobs.server.ts'
import { accountLead, type PagePhotoImage, pagePhoto } from '../content/page-photos.server.ts'
import { getPageContent } from '../content/pages.server.ts'
import { serviceLinks } from '../content/services.server.ts'
import { pageMessages, translator } from '../i18n/translate.ts'
import { useLang, useT } from '../i18n/use-i18n.ts'
import { islandMessages } from '../islands/island-messages.ts'
import { hasScenario, scenarioValues } from '../lib/calculator/calculator-fields.ts'
import { calculatorTranslator } from '../lib/calculator/calculator-text.ts'
import { evaluateScenario } from '../lib/calculator/staffing.ts'
import { industries, serviceKeys } from '../lib/catalog/catalog-keys.ts'
import type { ContactResult } from '../lib/contact/contact-result.ts'
import { site, staffingCostRates } from '../site.config.ts'
import { statusOf } from './contact.server.ts'
import { breadcrumbJsonLd } from './json-ld.ts'
import { type LoadArgs, pageAt } from './view.server.ts'
import './contact.css'
import { useCompanyDetails } from '../components/page/use-company-details.ts'
import { CompanyPhone } from '../components/proof/company-phone.tsx'
import { keepCompounds } from '../components/text/keep-compounds.tsx'
import { href } from '../i18n/href.ts'
import { langFromPath } from '../i18n/locate.ts'

const AttachmentRoot = withPage(ScenarioAttachment)

/**
 * The contact page: the form is an island (app/islands/contact-island.tsx), the rest is
 * server markup. A POST is the form sent without JavaScript (answered with the page and
 * the result) or in place by the island (answered with JSON); ./contact.server.ts takes it.
 */
export function load({ url }: LoadArgs, actionResult?: ContactResult) {
  const lang = langFromPath(url.pathname)
  const service = url.searchParams.get('service') ?? ''
  // An industry page's call to action: ?industry=<key>; anything else preselects nothing.
  const industry = url.searchParams.get('industry') ?? ''
  const positionId = url.searchParams.get('position') ?? ''
  const position = positionId ? findJob(lang, positionId) : undefined
  // "Send this scenario to our team" on the calculator: the scenario's inputs in the query.
  const evaluation = hasScenario(url.searchParams) ? evaluateScenario(scenarioValues(url.searchParams), lang) : null
  const scenario = evaluation?.ok
    ? attachmentView(
        evaluation.input,
        evaluation.results,
        evaluation.query,
        calculatorTranslator(getPageContent(lang, 'calculator').text),
        translator(lang),
        lang,
        staffingCostRates.hoursPerFte,
      )
    : null
  const defaultService = (serviceKeys as readonly string[]).includes(service)
    ? service
    : scenario
      ? 'inbound-call-center'
      : ''
  const t = translator(lang)
  const island = {
    // A fresh token per render: submitting the same rendered form twice stores one lead.
    formToken: randomUUID(),
    industries,
    services: serviceLinks(lang).map(({ slug, name }) => ({ slug, name })),
    defaults: {
      service: defaultService,
      industry: (industries as readonly string[]).includes(industry) ? industry : '',
      position: position?.title ?? '',
      message: scenario ? translator(lang)('contact.scenarioMessage') : undefined,
    },
    // Rendered here: the island places the markup and carries none of the attachment's code.
    scenario: scenario
      ? renderToStaticMarkup(<AttachmentRoot page={{ lang, path: url.pathname, frame: {} }} view={scenario} />)
      : null,
    actionResult,
  }
  return pageAt(
    url,
    {
      title: t('contact.metaTitle'),
      description: t('contact.metaDescription'),
      jsonLd: ({ siteUrl, t }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'contact' }], t)],
    },
    {
      island,
      position: island.defaults.position,
      photo: pagePhoto('contact', lang, 'photo'),
      // What the island renders in the browser: the server's dictionary stays on the server.
      messages: pageMessages(lang, islandMessages['contact-island']),
    },
    actionResult ? { status: statusOf(actionResult) } : {},
  )
}

/**
 * The page around the island (the route places it between the two parts). A compact hero,
 * so the form stands in the first screen. It leads with the two ways to reach the team, the
 * form below and a call booked on the booking page; the direct lines follow, quieter: the
 * e-mail, the phone (a placeholder while the facts mark it so) and the office's address.
 */
function ContactHero() {
  const t = useT()
  const lang = useLang()
  const company = useCompanyDetails()
  return (
    <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} compact>
      <div className="btn-row contact-actions">
        <a href="#form-title" className="btn btn-primary">
          {t('button.writeToUs')}
        </a>
        <a href={href('book', lang)} className="btn btn-secondary">
          {t('button.bookConsultation')}
        </a>
      </div>
      <ul className="contact-direct">
        <li>
          <span className="contact-direct-label">{t('footer.email')}</span>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
        <li>
          <span className="contact-direct-label">{t('footer.phone')}</span>
          <CompanyPhone />
        </li>
        <li>
          <span className="contact-direct-label">{t('footer.address')}</span>
          <span>
            {keepCompounds(
              `${company?.street ?? site.address.street}, ${company?.postalCodeAndCity ?? `${site.address.postalCode} ${site.address.city}`}`,
            )}
          </span>
        </li>
      </ul>
    </PageHero>
  )
}

function FormIntro({ position }: { position: string }) {
  const t = useT()
  return (
    <>
      <h2 id="form-title" className="section-title">
        {t('contact.formTitle')}
      </h2>
      {position ? <p className="form-position">{t('contact.positionNote', { title: position })}</p> : null}
    </>
  )
}

export const Hero = withPage(ContactHero)
export const Intro = withPage(FormIntro)
/**
 * The column beside the form: the account lead once the editor names one, the company's
 * details, what follows a message (with the booking page), and the office's photograph
 * once there is one. Without the lead and the photograph it reads complete: details, then steps.
 */
function ContactSide({ photo }: { photo?: PagePhotoImage }) {
  const lang = useLang()
  return (
    <div className="contact-side">
      <AccountLead lead={accountLead(lang)} className="contact-side-lead" />
      <ContactDetails />
      <ContactNext />
      <PagePhoto photo={photo} sizes="(min-width: 60rem) 28rem, 100vw" className="page-photo page-photo-side" />
    </div>
  )
}

export const Details = withPage(ContactSide)
