import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { useT } from '../i18n/use-i18n'

/** Fast navigations should not flash a spinner; only slower ones show it. */
const SHOW_AFTER_MS = 250

export function NavigationSpinner() {
  const navigation = useNavigation()
  const t = useT()
  const loading = navigation.state === 'loading' && !navigation.formMethod
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (!loading) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [loading])

  if (!visible) return null
  return (
    <div className="page-spinner" role="status" aria-live="polite" aria-label={t('a11y.loading')}>
      <span className="spinner" aria-hidden="true" />
    </div>
  )
}
