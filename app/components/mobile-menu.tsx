import { useEffect, useRef } from 'react'
import { headerServiceSlugs } from '../content/service-catalog'
import type { ServiceLink } from '../content/services.server'
import { href } from '../i18n/href'
import { useLang, useT } from '../i18n/use-i18n'
import { AppLink } from './app-link'
import { LanguageSwitcher } from './language-switcher'
import { ServiceIcon } from './service-icon'

export const MOBILE_MENU_ID = 'mobile-menu'

type Props = {
  services: ServiceLink[]
  /** Called with the popover's state once hydrated and on every change. */
  onToggle: (open: boolean) => void
  onClose: (returnFocus: boolean) => void
}

/**
 * The small-screen menu: a native popover (`popover="auto"`), so the header's button
 * opens it and Escape or a tap outside closes it before any script has run. CSS locks
 * page scrolling while it is open (the spec); once hydrated, a link click closes it and
 * Escape returns the focus to the button.
 */
export function MobileMenu({ services, onToggle, onClose }: Props) {
  const lang = useLang()
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const menu = ref.current
    if (!menu) return
    // A tap before hydration may have opened it already.
    onToggle(menu.matches(':popover-open'))
    // Escape and hidePopover() hand the focus back to the button by themselves.
    const onMenuToggle = (event: Event) => onToggle((event as ToggleEvent).newState === 'open')
    menu.addEventListener('toggle', onMenuToggle)
    return () => menu.removeEventListener('toggle', onMenuToggle)
  }, [onToggle])

  const byslug = new Map(services.map((s) => [s.key, s]))
  const close = () => onClose(false)

  return (
    <div ref={ref} id={MOBILE_MENU_ID} className="mobile-menu" popover="auto">
      <nav aria-label={t('a11y.mainNav')}>
        <ul className="mobile-list">
          <li>
            <AppLink to={href('home', lang)} current="exact" onClick={close} className="mobile-link">
              {t('nav.home')}
            </AppLink>
          </li>
          <li>
            <AppLink to={href('ai', lang)} onClick={close} className="mobile-link" current="section">
              {t('nav.ai')}
            </AppLink>
          </li>
          <li>
            <AppLink to={href('about', lang)} onClick={close} className="mobile-link" current="section">
              {t('nav.about')}
            </AppLink>
          </li>
          <li>
            <AppLink to={href('services', lang)} current="exact" onClick={close} className="mobile-link">
              {t('nav.services')}
            </AppLink>
            <ul className="mobile-sublist">
              {headerServiceSlugs.map((slug) => {
                const service = byslug.get(slug)
                return service ? (
                  <li key={slug}>
                    <AppLink
                      to={href('service', lang, { slug: service.slug })}
                      onClick={close}
                      className="mobile-sublink"
                      current="section"
                    >
                      <ServiceIcon slug={service.key} size={18} className="dropdown-icon" />
                      {service.name}
                    </AppLink>
                  </li>
                ) : null
              })}
            </ul>
          </li>
          <li>
            <AppLink to={href('caseStudies', lang)} onClick={close} className="mobile-link" current="section">
              {t('nav.caseStudies')}
            </AppLink>
          </li>
          <li>
            <AppLink to={href('blog', lang)} onClick={close} className="mobile-link" current="section">
              {t('nav.blog')}
            </AppLink>
          </li>
          <li>
            <AppLink to={href('career', lang)} onClick={close} className="mobile-link" current="section">
              {t('nav.career')}
            </AppLink>
          </li>
          <li>
            <AppLink to={href('contact', lang)} onClick={close} className="mobile-link" current="section">
              {t('nav.contact')}
            </AppLink>
          </li>
        </ul>
      </nav>
      <LanguageSwitcher variant="toggle" className="mobile-menu-lang" />
    </div>
  )
}
