import { randomUUID } from 'node:crypto'
import { data } from 'react-router'
import { ScenarioAttachment } from '../components/calculator/scenario-attachment'
import { attachmentView } from '../components/calculator/scenario-figures'
import { ContactDetails } from '../components/contact-details'
import { ContactForm } from '../components/contact-form'
import { PageHero } from '../components/sections/page-hero'
import { Toaster } from '../components/toaster'
import { findJob } from '../content/jobs.server'
import { getPageContent } from '../content/pages.server'
import { serviceLinks } from '../content/services.server'
import { industries, serviceSlugs } from '../content/types'
import { pageMessages, translator } from '../i18n/translate'
import { useT } from '../i18n/use-i18n'
import { hasScenario, scenarioValues } from '../lib/calculator-schema'
import { calculatorTranslator } from '../lib/calculator-text'
import { breadcrumbJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { headFromLoader, loaderHead } from '../lib/route-meta'
import { evaluateScenario } from '../lib/staffing'
import { type ContactResult, handleContact } from '../server/contact.server'
import { env } from '../server/env.server'
import { appLogger } from '../server/logger.server'
import { requestInfo } from '../server/request-context'
import { getServices } from '../server/services.server'
import type { Route } from './+types/contact'

export function loader({ url }: Route.LoaderArgs) {
  const lang = requestLang(url)
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
      )
    : null
  const defaultService = (serviceSlugs as readonly string[]).includes(service)
    ? service
    : scenario
      ? 'inbound-call-center'
      : ''
  return {
    // A fresh token per render: submitting the same rendered form twice stores one lead.
    formToken: randomUUID(),
    services: serviceLinks(lang),
    defaults: {
      service: defaultService,
      industry: (industries as readonly string[]).includes(industry) ? industry : '',
      position: position?.title ?? '',
      message: scenario ? translator(lang)('contact.scenarioMessage') : undefined,
    },
    scenario,
    // What the form and the page render in the browser (the root sends only the frame's).
    messages: pageMessages(lang, ['contact', 'form', 'industry', 'toast']),
    head: loaderHead(url, env().SITE_URL, {
      title: translator(lang)('contact.metaTitle'),
      description: translator(lang)('contact.metaDescription'),
      jsonLd: ({ siteUrl, t }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'contact' }], t)],
    }),
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const lang = requestLang(url)
  const info = requestInfo(context)
  try {
    const { httpStatus, result } = await handleContact(request, await getServices(), lang, info?.clientAddress ?? null)
    return data<ContactResult>(result, { status: httpStatus })
  } catch (error) {
    appLogger().error('contact submission failed', { reqId: info?.requestId, error })
    return data<ContactResult>({ status: 'error' }, { status: 500 })
  }
}

export const meta = headFromLoader

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <section className="section" aria-labelledby="form-title">
        <div className="wrap contact-grid">
          <div>
            <h2 id="form-title" className="section-title">
              {t('contact.formTitle')}
            </h2>
            {loaderData.defaults.position ? (
              <p className="form-position">{t('contact.positionNote', { title: loaderData.defaults.position })}</p>
            ) : null}
            <ContactForm
              formToken={loaderData.formToken}
              services={loaderData.services}
              defaults={loaderData.defaults}
              actionResult={actionData}
              attachment={loaderData.scenario ? <ScenarioAttachment view={loaderData.scenario} /> : null}
            />
          </div>
          <ContactDetails />
        </div>
      </section>
      {/* The form's confirmations; no other page raises a toast. */}
      <Toaster />
    </>
  )
}
