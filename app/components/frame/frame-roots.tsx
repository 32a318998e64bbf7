import { useT } from '../../i18n/use-i18n.ts'
import { usePage, withPage } from '../page/page-context.tsx'
import { CookieBanner } from './cookie-banner.tsx'
import { Footer } from './footer.tsx'
import { SPINNER } from './frame-marks.ts'
import { Header } from './header.tsx'
import './frame-roots.css'

/** The frame of every page as roots Astro renders on the server (app/layouts/page.astro). */
export const SiteHeader = withPage(function SiteHeader() {
  return <Header services={usePage().frame.services ?? []} />
})

export const SiteFooter = withPage(function SiteFooter() {
  const { frame } = usePage()
  return <Footer services={frame.services ?? []} industries={frame.industries ?? []} />
})

export const SiteBanner = withPage(CookieBanner)

/** The full-screen spinner the client router shows while the next page loads (app/browser/frame.ts). */
export const PageSpinner = withPage(function PageSpinner() {
  const t = useT()
  return (
    <div
      className="page-spinner"
      role="status"
      aria-live="polite"
      aria-label={t('a11y.loading')}
      hidden
      {...{ [SPINNER]: '' }}
    >
      <span className="spinner" aria-hidden="true" />
    </div>
  )
})
