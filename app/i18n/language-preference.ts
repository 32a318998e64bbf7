import { isLang, type Lang } from './languages.ts'

export const LANGUAGE_KEY = 'language'

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Private modes and blocked storage throw on access; the site works without it.
    return null
  }
}

export function saveLanguage(lang: Lang): void {
  try {
    storage()?.setItem(LANGUAGE_KEY, lang)
  } catch {
    // Quota or privacy settings: the choice lasts for this page only.
  }
}

export function savedLanguage(): Lang | null {
  try {
    const value = storage()?.getItem(LANGUAGE_KEY)
    return isLang(value) ? value : null
  } catch {
    return null
  }
}

/**
 * The language a first arrival at the bare "/" should see: the saved choice, else the
 * browser's language ("pl*" means Polish), else English.
 */
export function preferredLanguage(saved: Lang | null, browserLanguages: readonly string[]): Lang {
  if (saved) return saved
  const first = browserLanguages[0]?.toLowerCase() ?? ''
  return first.startsWith('pl') ? 'pl' : 'en'
}
