import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { headerServiceSlugs } from '../content/service-catalog'
import type { ServiceLink } from '../content/services.server'
import { href } from '../i18n/href'
import { useLang, useT } from '../i18n/use-i18n'
import { AppLink } from './app-link'
import { ServiceIcon } from './service-icon'
import { ChevronDownIcon } from './ui/icons'

/** The spec: the menu hides 300 ms after the pointer leaves it. */
export const DROPDOWN_HIDE_DELAY_MS = 300

/**
 * Services menu: a disclosure button (WAI-ARIA disclosure pattern) opening a list of links.
 * Opens on hover and on click/Enter/Space; Escape closes it and returns focus to the button.
 */
export function ServicesDropdown({ services }: { services: ServiceLink[] }) {
  const lang = useLang()
  const t = useT()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  // A mouse click right after hover-opening must not close the menu again.
  const openedByHover = useRef(false)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const byslug = new Map(services.map((s) => [s.key, s]))

  const cancelHide = () => clearTimeout(hideTimer.current)
  const scheduleHide = () => {
    cancelHide()
    hideTimer.current = setTimeout(() => setOpen(false), DROPDOWN_HIDE_DELAY_MS)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (new pathname) closes the menu
  useEffect(() => setOpen(false), [pathname])
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the pending timer on unmount only
  useEffect(() => cancelHide, [])

  const servicesBase = href('services', lang)
  const inServices = pathname === servicesBase || pathname.startsWith(`${servicesBase}/`)

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer handlers only add hover; the button is the control
    <div
      className="dropdown"
      data-open={open ? '' : undefined}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return
        cancelHide()
        if (!open) openedByHover.current = true
        setOpen(true)
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return
        openedByHover.current = false
        scheduleHide()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation()
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link dropdown-trigger"
        aria-expanded={open}
        aria-controls={menuId}
        data-current={inServices ? '' : undefined}
        onClick={() => {
          cancelHide()
          if (openedByHover.current) {
            openedByHover.current = false
            return
          }
          setOpen((v) => !v)
        }}
      >
        {t('nav.services')}
        <ChevronDownIcon className="dropdown-chevron" size={16} />
      </button>
      <div id={menuId} className="dropdown-menu">
        <ul className="dropdown-grid">
          <li>
            <AppLink to={href('ai', lang)} className="dropdown-item dropdown-item-featured" current="section">
              {t('nav.aiServices')}
            </AppLink>
          </li>
          {headerServiceSlugs.map((slug) => {
            const service = byslug.get(slug)
            if (!service) return null
            return (
              <li key={slug}>
                <AppLink to={href('service', lang, { slug: service.slug })} className="dropdown-item" current="section">
                  <ServiceIcon slug={service.key} size={18} className="dropdown-icon" />
                  {service.name}
                </AppLink>
              </li>
            )
          })}
        </ul>
        <AppLink to={servicesBase} className="dropdown-all">
          {t('nav.allServices')} →
        </AppLink>
      </div>
    </div>
  )
}
