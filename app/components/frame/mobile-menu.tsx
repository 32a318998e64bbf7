import { groupServices } from '../../content/service-catalog.ts'
import type { ServiceLink } from '../../content/services.server.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { AppLink } from './app-link.tsx'
import { MOBILE_MENU_ID } from './frame-marks.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES, NavItems } from './nav-items.tsx'
import './mobile-menu.css'

/**
 * The small-screen menu: a native popover (`popover="auto"`), so the header's button
 * opens it and Escape or a tap outside closes it before any script has run. CSS locks
 * page scrolling while it is open (a swipe on the menu must not move the page behind); a link click closes it (site-frame.ts).
 * The services are grouped by need as on the services page, listed by name alone, without the desktop menu's icons: their SVG was
 * half of the menu's elements, and a phone styles and lays out every element of the menu
 * on the tap that opens it.
 */
export function MobileMenu({ services }: { services: ServiceLink[] }) {
  const lang = useLang()
  const t = useT()

  return (
    <div id={MOBILE_MENU_ID} className="mobile-menu" popover="auto">
      <nav aria-label={t('a11y.mainNav')}>
        <ul className="mobile-list">
          <NavItems pages={NAV_BEFORE_SERVICES} linkClass="mobile-link" />
          <li>
            <AppLink to={href('services', lang)} current="exact" className="mobile-link">
              {t('nav.services')}
            </AppLink>
            <ul className="mobile-sublist">
              {groupServices(services).map(({ group, services: items }) => (
                <li key={group}>
                  <p className="mobile-group-title">{t(`services.group.${group}`)}</p>
                  <ul>
                    {items.map((service) => (
                      <li key={service.key}>
                        <AppLink
                          to={href('service', lang, { slug: service.slug })}
                          className="mobile-sublink"
                          current="section"
                        >
                          {service.name}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </li>
          <NavItems pages={NAV_AFTER_SERVICES} linkClass="mobile-link" />
        </ul>
      </nav>
      <LanguageSwitcher variant="toggle" className="mobile-menu-lang" />
    </div>
  )
}
