/*
 * Google Consent Mode v2 bootstrap. Loaded with `defer` from <head> (it must not hold up
 * the first paint): it runs after parsing, before the app's module scripts, which come
 * later in the document, and before any tag, since it is what loads the tag manager:
 *   1. window.dataLayer and gtag(), then consent 'default' (all denied but security);
 *   2. a valid saved choice (localStorage cookie-consent + cookie-consent-date, younger
 *      than 12 months) is sent as consent 'update';
 *   3. the tag manager loads when GTM_ID is set and CONSENT_MODE is advanced, or basic
 *      with analytics or marketing granted.
 * A static file, not an inline script, so the Content-Security-Policy needs no hash or
 * nonce. Plain ES2017 with no imports. It repeats parseConsent(), consentSignals() and
 * shouldLoadTagManager() of app/lib/consent.ts: app/lib/consent-init.test.ts runs this
 * file against that module, so change both together.
 */
;(() => {
  var w = window
  var dataLayer = (w.dataLayer = w.dataLayer || [])
  function gtag() {
    dataLayer.push(arguments)
  }
  if (typeof w.gtag !== 'function') w.gtag = gtag

  gtag('consent', 'default', {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
    wait_for_update: 500,
  })

  var MONTHS = 12
  var DAY_MS = 24 * 60 * 60 * 1000

  function parse(value, date, now) {
    if (!value || !date || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(date)) return null
    var savedAt = new Date(date)
    if (isNaN(savedAt.getTime())) return null
    var expiry = new Date(savedAt.getTime())
    expiry.setUTCMonth(expiry.getUTCMonth() + MONTHS)
    if (savedAt.getTime() > now + DAY_MS || expiry.getTime() <= now) return null
    var data
    try {
      data = JSON.parse(value)
    } catch (e) {
      return null
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data) || data.necessary !== true) return null
    if (typeof data.analytics !== 'boolean' || typeof data.marketing !== 'boolean') return null
    if (typeof data.functional !== 'boolean') return null
    return { analytics: data.analytics, marketing: data.marketing, functional: data.functional }
  }

  var choice = null
  try {
    var store = w.localStorage
    choice = parse(store.getItem('cookie-consent'), store.getItem('cookie-consent-date'), Date.now())
  } catch (e) {
    // Storage blocked (private modes): no saved choice, the banner asks.
  }

  if (choice) {
    var signal = (granted) => (granted ? 'granted' : 'denied')
    gtag('consent', 'update', {
      ad_storage: signal(choice.marketing),
      analytics_storage: signal(choice.analytics),
      ad_user_data: signal(choice.marketing),
      ad_personalization: signal(choice.marketing),
      functionality_storage: signal(choice.functional),
      personalization_storage: signal(choice.functional),
    })
  }

  var config = {}
  try {
    config = JSON.parse(document.getElementById('site-config').textContent) || {}
  } catch (e) {
    // No settings block: no tag manager.
  }
  var id = config.gtmId
  if (typeof id !== 'string' || !/^GTM-[A-Z0-9]{4,10}$/.test(id)) return
  if (config.consentMode !== 'advanced' && !(choice && (choice.analytics || choice.marketing))) return

  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  var script = document.createElement('script')
  script.async = true
  script.src = 'https://www.googletagmanager.com/gtm.js?id=' + encodeURIComponent(id)
  document.head.appendChild(script)
})()
