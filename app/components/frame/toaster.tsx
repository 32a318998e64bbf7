import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useT } from '../../i18n/use-i18n.ts'
import { currentToast, dismissToast, subscribeToasts } from '../../lib/contact/toast-store.ts'
import { CloseIcon } from '../ui/icons.tsx'
import './toaster.css'

/** A swipe to the right of more than 50 px dismisses a toast: shorter ones are taken for a wobble or a scroll. */
export const SWIPE_THRESHOLD_PX = 50

/**
 * Moves the toast with the finger through its CSSOM style, not a `style` attribute: the
 * site's policy (style-src without 'unsafe-inline', server/csp.ts) refuses style attributes,
 * and scripts/check-markup-rules.ts fails on one outside the editor.
 */
function slide(toast: HTMLElement | null, offset: number): void {
  if (!toast) return
  toast.style.transform = offset ? `translateX(${offset}px)` : ''
  toast.style.opacity = offset ? String(Math.max(0.2, 1 - offset / 200)) : ''
}

/**
 * The toast area: a polite live region that always exists, so screen readers announce
 * what appears in it. One toast at a time; it closes by itself, with its button, or
 * with a swipe to the right.
 */
export function Toaster() {
  const t = useT()
  const toast = useSyncExternalStore(subscribeToasts, currentToast, () => null)
  const start = useRef<{ x: number; id: number } | null>(null)

  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration)
    return () => clearTimeout(timer)
  }, [toast])

  return (
    <section aria-label={t('toast.region')} className="toaster">
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast ? (
          <div
            key={toast.id}
            className={`toast toast-${toast.variant}`}
            onPointerDown={(e) => {
              // A press on the close button is a click, not the start of a swipe: capturing
              // the pointer here would send its click to the toast instead of the button.
              if ((e.target as Element).closest('button')) return
              start.current = { x: e.clientX, id: toast.id }
              e.currentTarget.setPointerCapture?.(e.pointerId)
            }}
            onPointerMove={(e) => {
              if (start.current) slide(e.currentTarget, Math.max(0, e.clientX - start.current.x))
            }}
            onPointerUp={(e) => {
              const began = start.current
              start.current = null
              if (began && e.clientX - began.x > SWIPE_THRESHOLD_PX) dismissToast(began.id)
              else slide(e.currentTarget, 0)
            }}
            onPointerCancel={(e) => {
              start.current = null
              slide(e.currentTarget, 0)
            }}
          >
            <div className="toast-body">
              <p className="toast-title">{toast.title}</p>
              <p>{toast.text}</p>
            </div>
            <button type="button" className="toast-close" onClick={() => dismissToast(toast.id)}>
              <CloseIcon size={18} />
              <span className="sr-only">{t('toast.close')}</span>
            </button>
          </div>
        ) : null}
      </div>
    </section>
  )
}
