import { randomUUID } from 'node:crypto'
import { data } from 'react-router'
import { ContactDetails } from '../components/contact-details'
import { ContactForm } from '../components/contact-form'
import { PageHero } from '../components/sections/page-hero'
import { findJob } from '../content/jobs.server'
import { serviceLinks } from '../content/services.server'
import { serviceSlugs } from '../content/types'
import { langFromPath } from '../i18n/locate'
import { translator } from '../i18n/translate'
import { useT } from '../i18n/use-i18n'
import { breadcrumbJsonLd } from '../lib/json-ld'
import { requestLang } from '../lib/request-lang.server'
import { routeMeta } from '../lib/route-meta'
import { type ContactResult, handleContact } from '../server/contact.server'
import { appLogger } from '../server/logger.server'
import { requestInfo } from '../server/request-context'
import { getServices } from '../server/services.server'
import type { Route } from './+types/contact'

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request)
  const url = new URL(request.url)
  const service = url.searchParams.get('service') ?? ''
  const positionId = url.searchParams.get('position') ?? ''
  const position = positionId ? findJob(lang, positionId) : undefined
  return {
    // A fresh token per render: submitting the same rendered form twice stores one lead.
    formToken: randomUUID(),
    services: serviceLinks(lang),
    defaults: {
      service: (serviceSlugs as readonly string[]).includes(service) ? service : '',
      position: position?.title ?? '',
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = requestLang(request)
  const info = requestInfo(context)
  try {
    const { httpStatus, result } = await handleContact(request, await getServices(), lang, info?.clientAddress ?? null)
    return data<ContactResult>(result, { status: httpStatus })
  } catch (error) {
    appLogger().error('contact submission failed', { reqId: info?.requestId, error })
    return data<ContactResult>({ status: 'error' }, { status: 500 })
  }
}

export function meta(args: Route.MetaArgs) {
  const t = translator(langFromPath(args.location.pathname))
  return routeMeta(args, {
    title: t('contact.metaTitle'),
    description: t('contact.metaDescription'),
    jsonLd: ({ siteUrl, lang }) => [breadcrumbJsonLd(siteUrl, lang, [{ page: 'contact' }])],
  })
}

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
            />
          </div>
          <ContactDetails />
        </div>
      </section>
    </>
  )
}
