import type { AccountLead as Lead } from '../content/page-photos.server'
import { useLang } from '../i18n/use-i18n'
import { ContentImage } from './content-image'
import './page-photo.css'

const copy = {
  en: { eyebrow: 'Your first conversation is with' },
  pl: { eyebrow: 'Pierwszą rozmowę przeprowadzi' },
} as const

/**
 * The account lead a buyer talks to first: portrait, name and role, as the editor set them
 * on the contact page (content/pages/contact.yaml). Renders nothing without a name, so the
 * page around it must read complete without it; the portrait only when there is one.
 * Server markup only: the contact and booking pages can place it without a script.
 */
export function AccountLead({ lead, className }: { lead?: Lead; className?: string }) {
  const lang = useLang()
  if (!lead) return null
  return (
    <figure className={className ? `account-lead ${className}` : 'account-lead'}>
      {lead.photo ? <ContentImage image={lead.photo} sizes="6rem" className="account-lead-photo" /> : null}
      <figcaption>
        <span className="account-lead-eyebrow">{copy[lang].eyebrow}</span>
        <span className="account-lead-name">{lead.name}</span>
        {lead.role ? <span className="account-lead-role">{lead.role}</span> : null}
      </figcaption>
    </figure>
  )
}
