import { translator } from '../i18n/translate'
import { site } from '../site.config'
import type { LeadRow } from './leads.server'
import type { MailMessage } from './mailer.server'

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/** Subject and headers never carry a line break, whatever reached storage. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()
}

/** The notification to the sales team, in English; Reply-To is the visitor. */
export function notificationMail(lead: LeadRow, options: { from: string; to: string }): MailMessage {
  const t = translator('en')
  const rows: [string, string | null][] = [
    ['Name', lead.name],
    ['Company', lead.company],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ['Service', lead.service],
    ['Position', lead.position],
    ['Language', lead.lang],
    ['Page', lead.source_page],
    ['Consent', `${lead.consent_text_version} at ${lead.consent_at}`],
    [
      'Campaign',
      lead.attribution
        ? Object.entries(lead.attribution)
            .map(([key, value]) => `${key}=${value}`)
            .join(', ')
        : null,
    ],
    ['Received', lead.created_at],
  ]
  const filled = rows.filter((r): r is [string, string] => Boolean(r[1]))
  const text = `${filled.map(([k, v]) => `${k}: ${oneLine(v)}`).join('\n')}\n\n${lead.message}\n`
  const html = `<table>${filled
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(oneLine(v))}</td></tr>`)
    .join('')}</table><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`
  return {
    from: options.from,
    to: options.to,
    replyTo: { name: oneLine(lead.name), address: oneLine(lead.email) },
    subject: oneLine(t('mail.subject', { name: lead.name, company: lead.company ? ` (${lead.company})` : '' })),
    text,
    html,
  }
}

/**
 * The optional confirmation to the visitor, in the language they wrote in. Fixed text
 * only: the address is whatever the visitor typed, so nothing they typed (message,
 * name, company) goes into it, or the form would send anyone's words to anyone under
 * the company's name.
 */
export function confirmationMail(lead: Pick<LeadRow, 'email' | 'lang'>, options: { from: string }): MailMessage {
  const t = translator(lead.lang === 'pl' ? 'pl' : 'en')
  const text = t('mail.confirmText', { brand: site.brand })
  return {
    from: options.from,
    to: oneLine(lead.email),
    subject: oneLine(t('mail.confirmSubject', { brand: site.brand })),
    text,
    html: `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`,
  }
}
