import { pluralCategory } from '../../i18n/intl.ts'
import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './contact-centre-floor.css'

/**
 * A contact-centre floor drawn as a plan: a zone for each team with its desks, the team
 * leaders and planners with the wallboard in the middle, where every team can see them. An
 * illustration of how a floor is arranged around the services, not a plan of the office:
 * it is tagged as an example and names no one. The list of zones is the figure; each
 * zone's desks are a drawing screen readers skip.
 */
const zones = [
  { key: 'care', seats: 40, columns: 6 },
  { key: 'sales', seats: 16, columns: 4 },
  { key: 'back', seats: 12, columns: 4 },
  { key: 'languages', seats: 16, columns: 4 },
  { key: 'leads', seats: 8, columns: 4 },
  { key: 'training', seats: 12, columns: 4 },
] as const

type Zone = (typeof zones)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  explanation: string
  zones: Record<Zone, string>
  seats: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }
  places: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }
}> = {
  en: {
    title: 'A contact-centre floor, team by team',
    meta: 'How the desks are grouped around the services',
    explanation: 'An illustration of how a floor is arranged, not the plan of our office.',
    zones: {
      care: 'Customer care and helpdesk',
      sales: 'Sales and retention',
      back: 'Back office',
      languages: 'Language teams',
      leads: 'Team leaders, planners and the wallboard',
      training: 'Training room',
    },
    seats: { one: 'desk', other: 'desks' },
    places: { one: 'place', other: 'places' },
  },
  pl: {
    title: 'Sala obsługi klienta, zespół po zespole',
    meta: 'Jak stanowiska są pogrupowane wokół usług',
    explanation: 'Ilustracja układu sali, a nie plan naszego biura.',
    zones: {
      care: 'Obsługa klienta i helpdesk',
      sales: 'Sprzedaż i utrzymanie klientów',
      back: 'Back office',
      languages: 'Zespoły językowe',
      leads: 'Liderzy, planiści i tablica wyników',
      training: 'Sala szkoleniowa',
    },
    seats: { one: 'stanowisko', few: 'stanowiska', many: 'stanowisk', other: 'stanowiska' },
    places: { one: 'miejsce', few: 'miejsca', many: 'miejsc', other: 'miejsca' },
  },
}

const DESK_W = 10
const DESK_H = 7
const GAP = 4

/** A zone's desks in pods of two rows facing each other, an aisle between the pods. */
function Desks({ seats, columns }: { seats: number; columns: number }) {
  const rows = Math.ceil(seats / columns)
  const y = (row: number) => row * (DESK_H + GAP) + Math.floor(row / 2) * GAP
  const width = columns * (DESK_W + GAP) - GAP
  const height = y(rows - 1) + DESK_H
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="floor-desks" aria-hidden="true" focusable="false">
      {Array.from({ length: seats }, (_, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: desks are identical and never reorder
          key={i}
          x={(i % columns) * (DESK_W + GAP)}
          y={y(Math.floor(i / columns))}
          width={DESK_W}
          height={DESK_H}
          rx="1.5"
        />
      ))}
    </svg>
  )
}

export function ContactCentreFloor() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const count = (n: number, forms: typeof text.seats) =>
    `${f.count(n)} ${forms[pluralCategory(n, lang)] ?? forms.other}`
  return (
    <VisualFrame name="floor-plan" title={text.title} meta={text.meta} explanation={text.explanation}>
      <ul className="floor">
        {zones.map((zone) => (
          <li key={zone.key} className={`floor-zone floor-${zone.key}`}>
            <span className="floor-zone-name">{text.zones[zone.key]}</span>
            <span className="floor-zone-seats">
              {count(zone.seats, zone.key === 'training' ? text.places : text.seats)}
            </span>
            <Desks seats={zone.seats} columns={zone.columns} />
          </li>
        ))}
      </ul>
    </VisualFrame>
  )
}
