import { useId } from 'react'
import { groupServices } from '../../content/service-catalog.ts'
import type { ServiceLink } from '../../content/services.server.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { usePage } from '../page/page-context.tsx'
import { SpriteIcon } from '../services/service-sprite.server.tsx'
import { ChevronDownIcon } from '../ui/icons.tsx'
import { AppLink, matchesPath } from './app-link.tsx'
import { DROPDOWN } from './frame-marks.ts'
import './services-dropdown.css'

/**
 * Services menu, grouped by need as the services page is (app/content/service-catalog.ts),
 * every service in it, and the AI page with its voice demo after the groups: a disclosure button (WAI-ARIA disclosure pattern) opening a list of links,
 * rendered by the server only. Before the page's script runs, CSS opens it on hover and focus;
 * then app/browser/frame.ts opens it on hover and on click/Enter/Space, hides it 300 ms after
 * the pointer leaves (a pointer crossing the gap to the menu does not close it), and closes it on Escape (focus back on the button), when
 * the focus leaves it and on a navigation.
 */
export function ServicesDropdown({ services }: { services: ServiceLink[] }) {
  const lang = useLang()
  const t = useT()
  const { path: pathname } = usePage()
  const menuId = useId()
  const servicesBase = href('services', lang)

  return (
    <div className="dropdown" {...{ [DROPDOWN]: '' }}>
      <button
        type="button"
        className="nav-link dropdown-trigger"
        aria-expanded="false"
        aria-controls={menuId}
        data-current={matchesPath(pathname, servicesBase, 'section') ? '' : undefined}
      >
        {t('nav.services')}
        <ChevronDownIcon className="dropdown-chevron" size={16} />
      </button>
      <div id={menuId} className="dropdown-menu">
        <div className="dropdown-grid">
          {groupServices(services).map(({ group, services: items }) => (
            <div key={group} className="dropdown-group">
              <p className="dropdown-group-title" id={`${menuId}-${group}`}>
                {t(`services.group.${group}`)}
              </p>
              <ul aria-labelledby={`${menuId}-${group}`}>
                {items.map((service) => (
                  <li key={service.key}>
                    <AppLink
                      to={href('service', lang, { slug: service.slug })}
                      className="dropdown-item"
                      current="section"
                    >
                      <SpriteIcon slug={service.key} size={18} className="dropdown-icon" />
                      {service.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="dropdown-group dropdown-feature">
            <AppLink to={href('ai', lang)} className="dropdown-item" current="section">
              <SpriteIcon slug="ai-call-center" size={18} className="dropdown-icon" />
              <span>
                {t('nav.aiServices')}
                {/* What a visitor finds there that no service page has: the voice demo. */}
                <span className="dropdown-feature-hint">{t('nav.aiHint')}</span>
              </span>
            </AppLink>
          </div>
        </div>
        <AppLink to={servicesBase} className="dropdown-all">
          {t('nav.allServices')} →
        </AppLink>
      </div>
    </div>
  )
}
