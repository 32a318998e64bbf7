import { Menu, X } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import type { ServiceLink } from '../content/services.server'
import { href } from '../i18n/href'
import { useLang, useT } from '../i18n/use-i18n'
import { site } from '../site.config'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { ServicesDropdown } from './services-dropdown'

export function Header({ services }: { services: ServiceLink[] }) {
  const lang = useLang()
  const t = useT()
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (new pathname) closes the menu
  useEffect(() => setMenuOpen(false), [pathname])
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false)
    if (returnFocus) toggleRef.current?.focus()
  }, [])

  return (
    <header className="site-header">
      <div className="wrap header-bar">
        <Link to={href('home', lang)} className="logo-link" aria-label={t('a11y.homeLink', { brand: site.brand })}>
          <Logo />
        </Link>
        <nav aria-label={t('a11y.mainNav')} className="desktop-nav">
          <ul className="nav-list">
            <li>
              <NavLink to={href('home', lang)} end className="nav-link">
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={href('ai', lang)} className="nav-link">
                {t('nav.ai')}
              </NavLink>
            </li>
            <li>
              <NavLink to={href('about', lang)} className="nav-link">
                {t('nav.about')}
              </NavLink>
            </li>
            <li>
              <ServicesDropdown services={services} />
            </li>
            <li>
              <NavLink to={href('blog', lang)} className="nav-link">
                {t('nav.blog')}
              </NavLink>
            </li>
            <li>
              <NavLink to={href('career', lang)} className="nav-link">
                {t('nav.career')}
              </NavLink>
            </li>
            <li>
              <NavLink to={href('contact', lang)} className="nav-link nav-cta">
                {t('nav.contact')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="header-tools">
          <LanguageSwitcher variant="pair" className="desktop-only" />
          <LanguageSwitcher variant="single" className="mobile-only" />
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
            <span className="sr-only">{t(menuOpen ? 'a11y.closeMenu' : 'a11y.openMenu')}</span>
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} services={services} onClose={closeMenu} />
    </header>
  )
}
