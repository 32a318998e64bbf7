import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { AppLink } from './app-link.tsx'

/** Top-level pages in the header's order, before and after its Services entry. */
export const NAV_BEFORE_SERVICES = ['home', 'ai', 'about'] as const
export const NAV_AFTER_SERVICES = ['caseStudies', 'blog', 'career', 'contact'] as const
type NavPage = (typeof NAV_BEFORE_SERVICES)[number] | (typeof NAV_AFTER_SERVICES)[number]

/**
 * The main navigation's list items (desktop bar and mobile menu): the home page is current
 * on itself only, a section on itself and every page below it.
 */
export function NavItems({
  pages,
  linkClass,
  ctaClass = '',
}: {
  pages: readonly NavPage[]
  linkClass: string
  /** Added to the contact link's class where it stands out as the call to action. */
  ctaClass?: string
}) {
  const lang = useLang()
  const t = useT()
  return pages.map((page) => (
    <li key={page}>
      <AppLink
        to={href(page, lang)}
        current={page === 'home' ? 'exact' : 'section'}
        className={page === 'contact' && ctaClass ? `${linkClass} ${ctaClass}` : linkClass}
      >
        {t(`nav.${page}`)}
      </AppLink>
    </li>
  ))
}
