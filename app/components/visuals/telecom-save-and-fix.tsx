import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './telecom-save-and-fix.css'

/**
 * A made-up month at an operator: the two lines subscribers call most. Those who want to
 * leave reach the save desk; those with a fault go through the technical tiers. Each line is
 * one bar of its outcomes, and the list under it gives the same figures as text.
 */
const lanes = [
  {
    key: 'save',
    outcomes: [
      { key: 'stayed', calls: 420 },
      { key: 'newPlan', calls: 230 },
      { key: 'left', calls: 350 },
    ],
  },
  {
    key: 'fix',
    outcomes: [
      { key: 'firstLine', calls: 2140 },
      { key: 'lineTest', calls: 690 },
      { key: 'technician', calls: 370 },
    ],
  },
] as const

type Lane = (typeof lanes)[number]
type Outcome = Lane['outcomes'][number]['key']

const copy: Copy<{
  title: string
  meta: string
  calls: string
  lanes: Record<Lane['key'], string>
  outcomes: Record<Outcome, string>
}> = {
  en: {
    title: 'Save desk and technical tiers at an operator',
    meta: 'One month of subscribers’ calls on the two busiest lines',
    calls: 'calls',
    lanes: {
      save: 'Wants to cancel: the save desk',
      fix: 'Reports a fault: the technical tiers',
    },
    outcomes: {
      stayed: 'Stayed on their plan',
      newPlan: 'Moved to a plan that fits',
      left: 'Left, the cancellation taken',
      firstLine: 'Fixed on the first call',
      lineTest: 'Line tested by the second tier',
      technician: 'Technician visit booked',
    },
  },
  pl: {
    title: 'Dział utrzymania i linie wsparcia technicznego u operatora',
    meta: 'Miesiąc połączeń od abonentów na dwóch najbardziej obciążonych liniach',
    calls: 'połączeń',
    lanes: {
      save: 'Chce wypowiedzieć umowę: dział utrzymania',
      fix: 'Zgłasza usterkę: kolejne linie wsparcia',
    },
    outcomes: {
      stayed: 'Zostali przy swojej taryfie',
      newPlan: 'Przeszli na lepiej dopasowaną taryfę',
      left: 'Odeszli, wypowiedzenie przyjęte',
      firstLine: 'Naprawione w pierwszej rozmowie',
      lineTest: 'Linia sprawdzona przez drugą linię wsparcia',
      technician: 'Umówiona wizyta technika',
    },
  },
}

export function TelecomSaveAndFix() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  return (
    <VisualFrame name="iv-telecom" title={text.title} meta={text.meta}>
      <div className="telecom-lanes">
        {lanes.map((lane) => {
          const total = lane.outcomes.reduce((sum, o) => sum + o.calls, 0)
          let x = 0
          return (
            <div key={lane.key} className={`telecom-lane telecom-lane-${lane.key}`}>
              <p className="telecom-lane-head">
                <span className="telecom-lane-name">{text.lanes[lane.key]}</span>
                <span>
                  <strong className="sv-num">{f.count(total)}</strong> {text.calls}
                </span>
              </p>
              <svg
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                className="telecom-bar"
                aria-hidden="true"
                focusable="false"
              >
                {lane.outcomes.map((o, i) => {
                  const width = (100 * o.calls) / total
                  const rect = (
                    <rect
                      key={o.key}
                      x={x}
                      width={Math.max(width - 0.6, 0)}
                      height="10"
                      className={`telecom-part-${i}`}
                    />
                  )
                  x += width
                  return rect
                })}
              </svg>
              <ul className="telecom-outcomes">
                {lane.outcomes.map((o, i) => (
                  <li key={o.key}>
                    <span className={`sv-key telecom-part-${i}`} />
                    <span className="telecom-outcome">{text.outcomes[o.key]}</span>
                    <span className="sv-num telecom-share">{f.percent(o.calls / total)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
      </div>
    </VisualFrame>
  )
}
