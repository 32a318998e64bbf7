import { useEffect, useRef } from 'react'
import { headerServiceSlugs } from '../content/service-catalog'
import type { ServiceLink } from '../content/services.server'
import { href } from '../i18n/href'
import { useLang, useT } from '../i18n/use-i18n'
import { AppLink } from './app-link'
import { LanguageSwitcher } from './language-switcher'
import { NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES, NavItems } from './nav-items'
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

  return (
    <div ref={ref} id={MOBILE_MENU_ID} className="mobile-menu" popover="auto">
      {/* A followed link closes the menu (one listener for all of them). */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the controls; Enter on them clicks */}
      <nav
        aria-label={t('a11y.mainNav')}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) onClose(false)
        }}
      >
        <ul className="mobile-list">
          <NavItems pages={NAV_BEFORE_SERVICES} linkClass="mobile-link" />
          <li>
            <AppLink to={href('services', lang)} current="exact" className="mobile-link">
              {t('nav.services')}
            </AppLink>
            <ul className="mobile-sublist">
              {headerServiceSlugs.map((slug) => {
                const service = byslug.get(slug)
                return service ? (
                  <li key={slug}>
                    <AppLink
                      to={href('service', lang, { slug: service.slug })}
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
          <NavItems pages={NAV_AFTER_SERVICES} linkClass="mobile-link" />
        </ul>
      </nav>
      <LanguageSwitcher variant="toggle" className="mobile-menu-lang" />
    </div>
  )
}
