import { useEffect } from 'react'
import { NavLink } from 'react-router'
import { headerServiceSlugs } from '../content/service-catalog'
import type { ServiceLink } from '../content/services.server'
import { href } from '../i18n/href'
import { useLang, useT } from '../i18n/use-i18n'
import { LanguageSwitcher } from './language-switcher'

type Props = {
  id: string
  open: boolean
  services: ServiceLink[]
  onClose: (returnFocus: boolean) => void
}

/**
 * The small-screen menu. While open it locks page scrolling (the spec) and closes on a
 * link click or on Escape.
 */
export function MobileMenu({ id, open, services, onClose }: Props) {
  const lang = useLang()
  const t = useT()

  useEffect(() => {
    if (!open) return
    const { documentElement: root } = document
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      root.style.overflow = previous
      document.removeEventListener('keydown', onKey)
    }
  }, [open, onClose])

  const byslug = new Map(services.map((s) => [s.slug, s]))
  const close = () => onClose(false)

  return (
    <div id={id} className="mobile-menu" hidden={!open}>
      <nav aria-label={t('a11y.mainNav')}>
        <ul className="mobile-list">
          <li>
            <NavLink to={href('home', lang)} end onClick={close} className="mobile-link">
              {t('nav.home')}
            </NavLink>
          </li>
          <li>
            <NavLink to={href('ai', lang)} onClick={close} className="mobile-link">
              {t('nav.ai')}
            </NavLink>
          </li>
          <li>
            <NavLink to={href('about', lang)} onClick={close} className="mobile-link">
              {t('nav.about')}
            </NavLink>
          </li>
          <li>
            <NavLink to={href('services', lang)} end onClick={close} className="mobile-link">
              {t('nav.services')}
            </NavLink>
            <ul className="mobile-sublist">
              {headerServiceSlugs.map((slug) => {
                const service = byslug.get(slug)
                return service ? (
                  <li key={slug}>
                    <NavLink to={href('service', lang, { slug })} onClick={close} className="mobile-sublink">
                      {service.name}
                    </NavLink>
                  </li>
                ) : null
              })}
            </ul>
          </li>
          <li>
            <NavLink to={href('blog', lang)} onClick={close} className="mobile-link">
              {t('nav.blog')}
            </NavLink>
          </li>
          <li>
            <NavLink to={href('career', lang)} onClick={close} className="mobile-link">
              {t('nav.career')}
            </NavLink>
          </li>
          <li>
            <NavLink to={href('contact', lang)} onClick={close} className="mobile-link">
              {t('nav.contact')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <LanguageSwitcher variant="toggle" className="mobile-menu-lang" />
    </div>
  )
}
