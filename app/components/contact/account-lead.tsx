import type { ResponsiveImage } from '../../content/images.server.ts'
import type { AccountLead as Lead } from '../../content/page-photos.server.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import '../media/page-photo.css'

const copy = {
  en: { eyebrow: 'Your first conversation is with' },
  pl: { eyebrow: 'Pierwszą rozmowę przeprowadzi' },
} as const

/**
 * The portrait: small, in the first screen where it stands (the contact hero, the booking
 * page), so fetched at once, without the high priority a page's largest picture gets.
 */
function Portrait({ image }: { image: ResponsiveImage }) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className="account-lead-photo"
      decoding="async"
    />
  )
  if (!image.avif || !image.webp) return img
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes="4.5rem" />
      <source type="image/webp" srcSet={image.webp} sizes="4.5rem" />
      {img}
    </picture>
  )
}

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
      {lead.photo ? <Portrait image={lead.photo} /> : null}
      <figcaption>
        <span className="account-lead-eyebrow">{copy[lang].eyebrow}</span>
        <span className="account-lead-name">{lead.name}</span>
        {lead.role ? <span className="account-lead-role">{lead.role}</span> : null}
      </figcaption>
    </figure>
  )
}
