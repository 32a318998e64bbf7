import { numberFormat } from '../../i18n/intl.ts'
import type { Lang } from '../../i18n/languages.ts'
import { locales } from '../../i18n/languages.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { sampleServiceReport, serviceLevelSeconds, serviceLevelTarget } from './sample-service-report.ts'
import { ExampleTag } from './visual-frame.tsx'
import './service-report-card.css'

/** Bar heights in the day columns' own units: a bar's attribute, not a style (the CSP has no inline styles). */
const BAR_HEIGHT = 100

/**
 * A day of the week, short: "Mon" / "pon.". Here rather than in lib/intl, which the
 * contact form's island also loads: these visuals run on the server only.
 */
function formatWeekday(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], { weekday: 'short', timeZone: 'UTC' }).format(date)
}

/**
 * What a client reads every Monday: the week's service level, in a card. The figures are
 * sample data and the card's header tags them as an example (its explanation read with the
 * tag), so the label travels with them wherever the card is placed. The days are a real table (its caption names the measure);
 * the bars only draw its values, which are whole percentages so that seven fit a phone.
 */
export function ServiceReportCard({ level = 3 }: { level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const lang = useLang()
  const t = useT()
  const report = sampleServiceReport()
  const count = numberFormat(lang)
  const percent = numberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const wholePercent = numberFormat(lang, { style: 'percent' })
  const secondsFormat = numberFormat(lang, { style: 'unit', unit: 'second', unitDisplay: 'narrow' })
  // Polish narrow units come with a plain space ("16 s"): the number keeps its unit on the line.
  const seconds = (value: number) => secondsFormat.format(value).replaceAll(' ', '\u00a0')
  const targetY = BAR_HEIGHT * (1 - serviceLevelTarget)
  // In the grid's order: three in the first row, then the service level over two columns.
  const kpis = [
    { label: t('visual.offered'), value: count.format(report.offered) },
    { label: t('visual.answered'), value: count.format(report.answered) },
    { label: t('visual.abandoned'), value: percent.format(report.abandonment) },
    {
      label: t('visual.serviceLevel'),
      value: percent.format(report.serviceLevel),
      hint: t('visual.serviceLevelHint', { seconds: seconds(serviceLevelSeconds) }),
    },
    { label: t('visual.asa'), value: seconds(report.asaSeconds) },
  ]
  return (
    <section className="visual-card report-card" aria-labelledby="report-title">
      <header className="visual-card-head">
        <div>
          <Heading id="report-title" className="visual-card-title">
            {t('visual.reportTitle')}
          </Heading>
          <p className="visual-card-meta">{t('visual.reportPeriod')}</p>
        </div>
        <ExampleTag />
      </header>
      <dl className="report-kpis">
        {kpis.map((kpi) => (
          <div key={kpi.label} className={kpi.hint ? 'report-kpi report-kpi-wide' : 'report-kpi'}>
            <dt>{kpi.label}</dt>
            <dd>
              <span className="report-kpi-value">{kpi.value}</span>
              {kpi.hint ? <span className="report-kpi-hint"> {kpi.hint}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <table className="report-days">
        <caption>
          {t('visual.byDay')}{' '}
          <span className="report-target">
            {t('visual.target', { target: wholePercent.format(serviceLevelTarget) })}
          </span>
        </caption>
        <thead>
          <tr>
            {report.days.map((day) => (
              <th key={day.date.getTime()} scope="col">
                {formatWeekday(day.date, lang)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {report.days.map((day) => {
              const height = BAR_HEIGHT * day.serviceLevel
              const below = day.serviceLevel < serviceLevelTarget
              return (
                <td key={day.date.getTime()}>
                  <svg
                    viewBox={`0 0 20 ${BAR_HEIGHT}`}
                    preserveAspectRatio="none"
                    aria-hidden="true"
                    focusable="false"
                    className="report-bar"
                  >
                    <rect width="20" height={BAR_HEIGHT} rx="3" className="report-bar-track" />
                    <rect
                      y={BAR_HEIGHT - height}
                      width="20"
                      height={height}
                      rx="3"
                      className={below ? 'report-bar-fill report-bar-below' : 'report-bar-fill'}
                    />
                    <line x1="0" x2="20" y1={targetY} y2={targetY} className="report-bar-target" />
                  </svg>
                  <span className="report-day-value">{wholePercent.format(day.serviceLevel)}</span>
                </td>
              )
            })}
          </tr>
        </tbody>
      </table>
    </section>
  )
}
