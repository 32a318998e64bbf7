import { useEffect } from 'react'
import { EDITOR_API_ROOT, EDITOR_ROOT } from '../../../server/build-contract.ts'
import { type EditorLanguage, hasUnsavedChanges, sectionLanguage, translateInterface } from './editor-guard.ts'

/**
 * Unsaved changes: the browser asks before the tab closes or reloads; a link inside the
 * editor asks (with `question`) before it opens another entry.
 */
export function useUnsavedChangesGuard(question: string) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return
      event.preventDefault()
      event.returnValue = ''
    }
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!link || link.getAttribute('target') === '_blank') return
      const href = link.getAttribute('href') ?? ''
      if (!href.startsWith(`${EDITOR_ROOT}`) || !hasUnsavedChanges()) return
      if (!window.confirm(question)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [question])
}

/** Preview opens the page in the language of the section last edited. */
export function usePreviewInSectionLanguage(lang: EditorLanguage) {
  useEffect(() => {
    let section: EditorLanguage = lang
    const onFocus = (event: FocusEvent) => {
      section = sectionLanguage(event.target instanceof Element ? event.target : null) ?? section
    }
    const onPreview = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest(`a[href*="${EDITOR_API_ROOT}/preview/"]`) : null
      if (!link) return
      const url = new URL(link.getAttribute('href') ?? '', window.location.href)
      url.searchParams.set('lang', section)
      link.setAttribute('href', url.pathname + url.search)
    }
    document.addEventListener('focusin', onFocus, true)
    document.addEventListener('click', onPreview, true)
    document.addEventListener('auxclick', onPreview, true)
    return () => {
      document.removeEventListener('focusin', onFocus, true)
      document.removeEventListener('click', onPreview, true)
      document.removeEventListener('auxclick', onPreview, true)
    }
  }, [lang])
}

/** Keystatic's words its Polish locale leaves in English, translated as they appear. */
export function usePolishInterface(lang: EditorLanguage) {
  useEffect(() => {
    if (lang !== 'pl') return
    translateInterface(document.body)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') translateInterface(record.target.parentNode ?? record.target)
        for (const node of record.addedNodes) translateInterface(node)
      }
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [lang])
}
