import type { ServiceLink } from '../../content/services.server.ts'
import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { site } from '../../site.config.ts'
import { CloseIcon, MenuIcon } from '../ui/icons.tsx'
import { AppLink } from './app-link.tsx'
import { MOBILE_MENU_ID } from './frame-marks.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { Logo } from './logo.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES, NavItems } from './nav-items.tsx'
import { ServicesDropdown } from './services-dropdown.tsx'
import './header.css'

/**
 * The site's header, rendered by the server only: app/browser/frame.ts gives it its
 * behaviour in the browser (decision 013).
 */
export function Header({ services }: { services: ServiceLink[] }) {
  const lang = useLang()
  const t = useT()

  return (
    <header className="site-header">
      <div className="wrap header-bar">
        <AppLink to={href('home', lang)} className="logo-link" aria-label={t('a11y.homeLink', { brand: site.brand })}>
          <Logo />
        </AppLink>
        <nav aria-label={t('a11y.mainNav')} className="desktop-nav">
          <ul className="nav-list">
            <NavItems pages={NAV_BEFORE_SERVICES} linkClass="nav-link" />
            <li>
              <ServicesDropdown services={services} />
            </li>
            <NavItems pages={NAV_AFTER_SERVICES} linkClass="nav-link" ctaClass="nav-cta" />
          </ul>
        </nav>
        <div className="header-tools">
          {/* On phones and tablets the contact page stays one tap away, outside the menu. */}
          <AppLink to={href('contact', lang)} className="header-cta mobile-only">
            {t('nav.contact')}
          </AppLink>
          <LanguageSwitcher variant="pair" className="desktop-only" />
          <LanguageSwitcher variant="single" className="mobile-only" />
          {/* A native popover toggle: it opens the menu from the first paint, without any
              script (no tap is lost while the scripts load). The icon and the label follow
              :popover-open in CSS; aria-expanded is set once the app runs. */}
          <button type="button" className="menu-toggle" popoverTarget={MOBILE_MENU_ID} aria-controls={MOBILE_MENU_ID}>
            <MenuIcon className="menu-toggle-open" />
            <CloseIcon className="menu-toggle-close" />
            <span className="sr-only menu-toggle-open">{t('a11y.openMenu')}</span>
            <span className="sr-only menu-toggle-close">{t('a11y.closeMenu')}</span>
          </button>
        </div>
      </div>
      <MobileMenu services={services} />
    </header>
  )
}
