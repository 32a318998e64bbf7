import { type FormEvent, useMemo, useRef, useState } from 'react'
import { href } from '../../i18n/href.ts'
import { formatNumber } from '../../i18n/intl.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import type { CalculatorAnswer } from '../../lib/calculator/calculator-answer.ts'
import {
  isRefined,
  maxProfileIntervals,
  refinedFields,
  type ScenarioField,
  type ScenarioValues,
  scenarioFields,
  valuesQuery,
} from '../../lib/calculator/calculator-fields.ts'
import { type CalculatorText, calculatorTranslator } from '../../lib/calculator/calculator-text.ts'
import { IntervalSelect, type NumberField, NumberInput } from './calculator-field.tsx'
import './staffing-calculator.css'
import { useScenarioAnswer } from './use-scenario-answer.ts'

/** The disclosure of the inputs a planner may leave as they are: what it holds, in a line. */
const refineText = {
  en: { title: 'Refine', note: 'Opening hours, an occupancy cap, caller patience, today’s headcount, a day’s profile' },
  pl: {
    title: 'Doprecyzuj',
    note: 'Godziny pracy, limit obłożenia, cierpliwość dzwoniących, obecna obsada, profil dnia',
  },
} as const

/**
 * The staffing calculator: a GET form whose URL is the scenario. The server renders the
 * results of the URL it gets; in the browser each change rewrites the URL in place and,
 * after a pause in typing, asks the server for the new answer (the same URL's scenario,
 * POSTed, answered as JSON: decision 013). The last answer stays on screen until the
 * next one arrives; an answer overtaken by a newer change is cancelled.
 */
export function StaffingCalculator({
  text,
  values: initialValues,
  answer: initialAnswer,
}: {
  text: CalculatorText
  values: ScenarioValues
  answer: CalculatorAnswer
}) {
  const lang = useLang()
  const t = useT()
  const ct = useMemo(() => calculatorTranslator(text), [text])
  const [values, setValues] = useState(initialValues)
  const { answer, busy, failed, ask } = useScenarioAnswer(initialAnswer)
  const resultsRef = useRef<HTMLHeadingElement>(null)
  const refineRef = useRef<HTMLDetailsElement>(null)
  const errors = answer.ok ? {} : answer.errors
  // Open when the scenario sets a refined input, or one of them is invalid: nothing it holds is hidden.
  const [refineOpen, setRefineOpen] = useState(
    () => isRefined(initialValues) || refinedFields.some((field) => !initialAnswer.ok && initialAnswer.errors[field]),
  )
  const refine = refineText[lang]
  const n = (value: number) => formatNumber(value, lang)

  function change(field: ScenarioField, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    // In place, not a navigation: the client router's history state is kept, so Back and
    // Forward still work, and no page view is counted per keystroke.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${valuesQuery(next)}`)
    ask(next)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Without a connection to ask, the form (Enter in a field) is sent as without JavaScript: the page answers.
    if (failed) return
    // The results are current (or on their way); without JavaScript the browser submits the GET form.
    event.preventDefault()
    const firstInvalid = scenarioFields.find((field) => errors[field])
    // A field behind a closed "Refine" cannot take the focus: the disclosure opens first.
    if (firstInvalid && (refinedFields as readonly string[]).includes(firstInvalid) && refineRef.current)
      refineRef.current.open = true
    if (firstInvalid) event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
    else resultsRef.current?.focus()
  }

  const profileIntervals = maxProfileIntervals(Number(values.interval) || 30)

  const numberInput = (field: NumberField) => (
    <NumberInput
      key={field}
      field={field}
      value={values[field]}
      error={errors[field]}
      lang={lang}
      ct={ct}
      onChange={change}
      profileIntervals={profileIntervals}
    />
  )

  return (
    <section className="section" aria-labelledby="calc-form-title">
      <div className="wrap calc-grid">
        {/* On phones the answer stays in view above the inputs (hidden where both columns show). */}
        {answer.ok ? (
          <p className="calc-answer-bar" aria-hidden="true">
            <span className="calc-answer-bar-value">{n(answer.scheduled)}</span>{' '}
            <span className="calc-answer-bar-label">{ct('scheduled')}</span>
          </p>
        ) : null}
        <form method="get" action={href('calculator', lang)} noValidate onSubmit={onSubmit} className="calc-form card">
          <h2 id="calc-form-title" className="section-title">
            {ct('formTitle')}
          </h2>
          <p className="form-note">{ct('formNote')}</p>
          {answer.ok ? null : (
            // Not an alert: it would interrupt on every keystroke; the results' live summary says it once.
            <p className="form-summary">{ct('errorSummary')}</p>
          )}
          <div className="form-grid">
            {numberInput('calls')}
            <IntervalSelect value={values.interval} error={errors.interval} lang={lang} ct={ct} onChange={change} />
            {numberInput('aht')}
            {numberInput('shrinkage')}
            {numberInput('target')}
            {numberInput('answer')}
          </div>
          {/* A native disclosure: it opens and closes before hydration, and its fields are sent with the form either way. */}
          <details
            className="calc-refine"
            open={refineOpen}
            onToggle={(e) => setRefineOpen(e.currentTarget.open)}
            ref={refineRef}
          >
            <summary className="calc-refine-summary">
              <span className="calc-refine-title">{refine.title}</span>
              <span className="calc-refine-note">{refine.note}</span>
            </summary>
            <div className="calc-refine-body">
              <fieldset className="calc-fieldset">
                <legend className="field-label">
                  {ct('openingHours')} <span className="field-optional">{t('form.optional')}</span>
                </legend>
                <div className="form-grid">
                  {numberInput('hours')}
                  {numberInput('days')}
                </div>
              </fieldset>
              <fieldset className="calc-fieldset">
                <legend className="field-label">
                  {ct('extrasTitle')} <span className="field-optional">{t('form.optional')}</span>
                </legend>
                <p className="form-note">{ct('extrasNote')}</p>
                <div className="form-grid">
                  {numberInput('maxOccupancy')}
                  {numberInput('patience')}
                  {numberInput('agents')}
                  {numberInput('profile')}
                </div>
              </fieldset>
            </div>
          </details>
          <div className="calc-submit">
            <button type="submit" className="btn btn-primary">
              {ct('submit')}
            </button>
            <p className="form-note" data-js-only="">
              {ct('liveNote')}
            </p>
            {failed ? (
              <p className="form-summary" role="alert">
                {ct('updateFailed')}
              </p>
            ) : null}
          </div>
        </form>
        {/* Busy while a change waits for its answer: the figures shown are the previous scenario's. */}
        <section className="calc-results" aria-labelledby="calc-results-title" aria-busy={busy}>
          <h2 id="calc-results-title" className="section-title" tabIndex={-1} ref={resultsRef}>
            {ct('resultsTitle')}
          </h2>
          {/* Read out on every change; shown only while it reports errors (the answer block shows the figures). */}
          <p className={answer.ok ? 'calc-summary sr-only' : 'calc-summary'} aria-live="polite" aria-atomic="true">
            {answer.ok
              ? ct('summary', {
                  agents: n(answer.agents),
                  scheduled: n(answer.scheduled),
                  fte: n(answer.fte),
                })
              : ct('errorSummary')}
          </p>
          {answer.ok ? (
            // The results as the server rendered them (decision 013). In a grid of its own,
            // the section's: the results' blocks keep the gaps they have without JavaScript.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's markup of its own component, from validated numbers
            <div className="calc-results" dangerouslySetInnerHTML={{ __html: answer.html }} />
          ) : null}
        </section>
        {answer.ok ? (
          // The cost and the links onwards: under the inputs on a desktop, after the results on a phone.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's markup of its own component, from validated numbers
          <div className="calc-after" dangerouslySetInnerHTML={{ __html: answer.after }} />
        ) : null}
      </div>
    </section>
  )
}
