import { useEffect, useRef, useState } from 'react'
import type { CalculatorAnswer } from '../../lib/calculator/calculator-answer.ts'
import { MAX_PROFILE_CHARS, type ScenarioValues, valuesQuery } from '../../lib/calculator/calculator-fields.ts'

/** Typing pauses this long before the server is asked: one request per pause, not per key. */
const ASK_DELAY_MS = 150

/**
 * The server's answer to the scenario on screen. `ask` sends a changed scenario once typing
 * pauses (POSTed to the page, answered as JSON: decision 013); the last answer stays until
 * the next arrives, and an answer overtaken by a newer change is cancelled. Each new answer's
 * preview is written into the hero's server markup (#calc-preview), outside the island.
 */
export function useScenarioAnswer(initial: CalculatorAnswer) {
  const [answer, setAnswer] = useState(initial)
  /** A change is waiting for its answer: the results shown are the previous ones. */
  const [busy, setBusy] = useState(false)
  /** The last request failed (no connection): the results shown may be stale. */
  const [failed, setFailed] = useState(false)
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({})

  function cancel() {
    clearTimeout(pending.current.timer)
    pending.current.request?.abort()
  }

  // Leaving the page cancels what is still waiting.
  useEffect(() => {
    const waiting = pending.current
    return () => {
      clearTimeout(waiting.timer)
      waiting.request?.abort()
    }
  }, [])

  // An answer with errors leaves the last preview in the hero, marked stale.
  useEffect(() => {
    const preview = document.getElementById('calc-preview')
    if (!preview) return
    if (!answer.ok) {
      preview.setAttribute('data-stale', '')
      return
    }
    if (preview.innerHTML !== answer.preview) preview.innerHTML = answer.preview
    preview.removeAttribute('data-stale')
  }, [answer])

  function ask(next: ScenarioValues) {
    cancel()
    setBusy(true)
    pending.current.timer = setTimeout(async () => {
      const request = new AbortController()
      pending.current.request = request
      try {
        const response = await fetch(window.location.pathname, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          // A profile longer than the schema accepts is refused whole: its first characters say so.
          body: valuesQuery({ ...next, profile: next.profile.slice(0, MAX_PROFILE_CHARS + 1) }),
          signal: request.signal,
        })
        if (response.status !== 200 && response.status !== 400) throw new Error(String(response.status))
        const data = (await response.json()) as CalculatorAnswer
        if (request.signal.aborted) return
        setAnswer(data)
        setFailed(false)
      } catch {
        if (request.signal.aborted) return
        setFailed(true)
      }
      setBusy(false)
    }, ASK_DELAY_MS)
  }

  return { answer, busy, failed, ask }
}
