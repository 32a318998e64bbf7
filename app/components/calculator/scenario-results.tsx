import { href } from '../../i18n/href.ts'
import { formatMoney, formatNumber } from '../../i18n/intl.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { csvHref } from '../../lib/calculator/calculator-csv-path.ts'
import type { ScenarioInput } from '../../lib/calculator/calculator-schema.ts'
import {
  type CalculatorText,
  type CalculatorTranslate,
  calculatorTranslator,
} from '../../lib/calculator/calculator-text.ts'
import type { CostRates, Evaluation, HeadcountResults, TradeOffRow } from '../../lib/calculator/staffing.ts'
import { keepCompounds } from '../text/keep-compounds.tsx'
import { ProfileView } from './profile-view.tsx'
import { costText, percent, resultItems, tenths } from './scenario-figures.tsx'
import { TradeOffChart } from './trade-off-chart.tsx'

/**
 * A scenario's results: the answer, the queue's figures, the chart and the trade-off
 * table, the headcount's gap and the day profile (the cost and the links onwards are
 * `ScenarioAfterView`, beside them under the inputs on a desktop). Rendered only on the
 * server (decision 013): in the page, and as markup in each answer the island asks for
 * as the planner types, so the browser carries none of this code.
 */
export function ScenarioResultsView({
  evaluation,
  rates,
  text,
}: {
  evaluation: Extract<Evaluation, { ok: true }>
  rates: CostRates
  text: CalculatorText
}) {
  return <Results answer={evaluation} rates={rates} ct={calculatorTranslator(text)} />
}

function Results({
  answer,
  rates,
  ct,
}: {
  answer: Extract<Evaluation, { ok: true }>
  rates: CostRates
  ct: CalculatorTranslate
}) {
  const lang = useLang()
  const t = useT()
  const { input, results } = answer
  const n = (value: number) => formatNumber(value, lang)
  const erlangA = results.model === 'erlang-a'
  // The answer first (agents to schedule, FTE, indicative cost); the queue's details after it.
  const details = resultItems(input, results, ct, t, lang, rates.hoursPerFte).filter(
    (item) => item.key !== 'scheduled' && item.key !== 'fte',
  )
  return (
    <>
      <div className="calc-answer">
        <p className="calc-answer-main">
          <span className="calc-answer-value" data-result="scheduled">
            {n(results.scheduled)}
          </span>{' '}
          <span className="calc-answer-label">{ct('scheduled')}</span>
        </p>
        <dl className="calc-answer-more">
          <div>
            <dt>{ct('fte')}</dt>
            <dd className="calc-answer-figure" data-result="fte">
              {n(results.fte)}
            </dd>
          </div>
          <div>
            <dt>{ct('costTitle')}</dt>
            <dd className="calc-answer-figure" data-result="monthlyCost">
              {keepCompounds(costText(results, ct, lang))}
            </dd>
          </div>
        </dl>
      </div>
      <dl className="calc-figures">
        {details.map((item) => (
          <div key={item.key} className="calc-figure">
            <dt>{item.label}</dt>
            <dd data-result={item.key} className="calc-value">
              {item.value}
            </dd>
            <dd className="calc-explain">{keepCompounds(item.text)}</dd>
          </div>
        ))}
      </dl>
      <TradeOffChart rows={results.tradeOff} current={results.agents} target={input.target} lang={lang} />
      {/* Narrow screens scroll the table, not the page; focusable so the keyboard can too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="calc-table-scroll" aria-label={ct('tradeOffTitle')} tabIndex={0}>
        <table className="calc-table">
          <caption>
            <span className="calc-caption">{ct('tradeOffTitle')}</span> {ct('tradeOffText')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{ct('tradeOffAgents')}</th>
              <th scope="col">{ct('serviceLevel')}</th>
              <th scope="col">{ct('averageSpeedOfAnswer')}</th>
              <th scope="col">{ct('occupancy')}</th>
              {erlangA ? <th scope="col">{ct('abandonment')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {results.tradeOff.map((row) => {
              const current = row.agents === results.agents
              const today = row.agents === results.headcount?.agents
              return (
                <tr key={row.agents} className={current ? 'calc-current' : undefined} data-agents={row.agents}>
                  <th scope="row">
                    {n(row.agents)}
                    {current ? ` ${ct('tradeOffCurrent')}` : ''}
                    {today ? ` ${ct('tradeOffHeadcount')}` : ''}
                  </th>
                  <TradeOffCells row={row} erlangA={erlangA} ct={ct} />
                </tr>
              )
            })}
          </tbody>
        </table>
      </section>
      {results.headcount ? <Headcount headcount={results.headcount} input={input} erlangA={erlangA} ct={ct} /> : null}
      {results.profile ? (
        <ProfileView profile={results.profile} intervalMinutes={input.interval} ct={ct} lang={lang} />
      ) : null}
    </>
  )
}

/**
 * What follows a scenario's results: the indicative cost with its assumptions, and the
 * links onwards (the contact form with the scenario, the CSV). Server-rendered like the
 * results; on a desktop it sits under the inputs, so neither column runs on alone.
 */
export function ScenarioAfterView({
  evaluation,
  rates,
  text,
}: {
  evaluation: Extract<Evaluation, { ok: true }>
  rates: CostRates
  text: CalculatorText
}) {
  const lang = useLang()
  const ct = calculatorTranslator(text)
  const { results, query } = evaluation
  const n = (value: number) => formatNumber(value, lang)
  const rate = rates.perFte
  const money = (value: number) => formatMoney(value, results.monthlyCost.currency, lang)
  return (
    <>
      <div className="calc-cost card">
        <h3 className="card-title">{ct('costTitle')}</h3>
        {results.monthlyCost.sampleRates ? <p className="calc-sample">{ct('costSample')}</p> : null}
        <h4 className="calc-assumptions-title">{ct('costAssumptions')}</h4>
        <ul className="calc-assumptions">
          <li>{ct('costRate', { low: money(rate.low), high: money(rate.high) })}</li>
          <li>{ct('costFte', { fte: n(results.fte) })}</li>
          <li>{ct('costNotQuote')}</li>
        </ul>
      </div>
      <div className="calc-send">
        <h3 className="card-title">{ct('sendTitle')}</h3>
        <p>{ct('sendText')}</p>
        <a href={`${href('contact', lang)}?${query}`} className="btn btn-primary">
          {ct('send')}
        </a>
        {/* A file to download, not a page: the browser fetches it, the router stays out. */}
        <a href={csvHref(lang, query)} download className="calc-csv" data-csv="" data-astro-reload="">
          {ct('csvLink')}
        </a>
      </div>
    </>
  )
}

/** A row's figures, or one cell saying the queue never clears (Erlang C at or below the traffic). */
function TradeOffCells({ row, erlangA, ct }: { row: TradeOffRow; erlangA: boolean; ct: CalculatorTranslate }) {
  const lang = useLang()
  if (row.serviceLevel === null || row.averageSpeedOfAnswer === null || row.occupancy === null)
    return <td colSpan={erlangA ? 4 : 3}>{ct('queueNeverClears')}</td>
  return (
    <>
      <td>{percent(row.serviceLevel, lang)}</td>
      <td>{formatNumber(row.averageSpeedOfAnswer, lang)}</td>
      <td>{percent(row.occupancy, lang)}</td>
      {erlangA ? <td>{row.abandonment === null ? '' : percent(row.abandonment, lang)}</td> : null}
    </>
  )
}

/** Reverse mode: what the agents a planner has today give, and how far that is from the target. */
function Headcount({
  headcount,
  input,
  erlangA,
  ct,
}: {
  headcount: HeadcountResults
  input: ScenarioInput
  erlangA: boolean
  ct: CalculatorTranslate
}) {
  const lang = useLang()
  const n = (value: number) => formatNumber(value, lang)
  // A signed figure: "+2" reads as a surplus, "−3" (a real minus sign) as a shortfall.
  const signed = (value: number, text = n) => (value > 0 ? `+${text(value)}` : value < 0 ? `−${text(-value)}` : text(0))
  const never = ct('queueNeverClears')
  const items: { key: string; label: string; value: string }[] = [
    {
      key: 'serviceLevel',
      label: ct('serviceLevel'),
      value: headcount.serviceLevel === null ? never : percent(headcount.serviceLevel, lang),
    },
    {
      key: 'averageSpeedOfAnswer',
      label: ct('averageSpeedOfAnswer'),
      value: headcount.averageSpeedOfAnswer === null ? never : n(headcount.averageSpeedOfAnswer),
    },
    {
      key: 'occupancy',
      label: ct('occupancy'),
      value: headcount.occupancy === null ? never : percent(headcount.occupancy, lang),
    },
    ...(erlangA && headcount.abandonment !== null
      ? [{ key: 'abandonment', label: ct('abandonment'), value: percent(headcount.abandonment, lang) }]
      : []),
    {
      key: 'serviceLevelGap',
      label: ct('headcountServiceLevelGap'),
      value:
        headcount.serviceLevelGap === null ? never : signed(headcount.serviceLevelGap, (value) => tenths(value, lang)),
    },
    { key: 'agentsGap', label: ct('headcountAgentsGap'), value: signed(headcount.agentsGap) },
  ]
  return (
    <section className="calc-headcount card" aria-labelledby="calc-headcount-title">
      <h3 id="calc-headcount-title" className="card-title">
        {ct('headcountTitle', { agents: n(headcount.agents) })}
      </h3>
      <p>{ct('headcountText')}</p>
      <dl className="calc-figures">
        {items.map((item) => (
          <div key={item.key} className="calc-figure">
            <dt>{item.label}</dt>
            <dd className="calc-value" data-headcount={item.key}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="calc-explain">{ct('headcountGapText', { target: n(input.target), answer: n(input.answer) })}</p>
    </section>
  )
}
