import { ClipboardCheck, GraduationCap, Headset, UsersRound } from 'lucide-react'
import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, IllustrationFrame, localized } from './visual-frame.tsx'
import './career-paths.css'

/**
 * The careers page's illustration, beside its title: where work on the floor can lead, as
 * the page says it ("team leader, quality analyst and trainer roles are open to our
 * consultants", posted internally first). Roles named by what they do, no figures: a list a
 * screen reader reads in order, its icons hidden from it.
 */
const paths = [
  { key: 'lead', Icon: UsersRound },
  { key: 'quality', Icon: ClipboardCheck },
  { key: 'training', Icon: GraduationCap },
] as const

type Path = (typeof paths)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  start: string
  startText: string
  next: string
  paths: Record<Path, string>
  first: string
}> = {
  en: {
    title: 'Where work on the floor can lead',
    meta: 'The roles we offer our own consultants first',
    start: 'Customer conversations',
    startText: 'Paid onboarding with a trainer, a buddy on the floor',
    next: 'Then, when you are ready',
    paths: { lead: 'Leading a team', quality: 'Quality assurance', training: 'Training new consultants' },
    first: 'Posted internally first',
  },
  pl: {
    title: 'Dokąd prowadzi praca na sali',
    meta: 'Stanowiska, które najpierw proponujemy naszym konsultantom',
    start: 'Rozmowy z klientami',
    startText: 'Płatne wdrożenie z trenerem i opiekun na sali',
    next: 'Potem, gdy przyjdzie na to czas',
    paths: { lead: 'Prowadzenie zespołu', quality: 'Kontrola jakości', training: 'Szkolenie nowych konsultantów' },
    first: 'Najpierw ogłaszane wewnętrznie',
  },
}

export function CareerPaths() {
  const lang = useLang()
  const text = localized(copy, lang)
  return (
    <IllustrationFrame name="career-paths" title={text.title} meta={text.meta}>
      <ol className="paths-steps">
        <li className="illustration-step paths-start">
          <Headset size={22} aria-hidden="true" focusable="false" />
          <span>
            <span className="paths-start-title">{text.start}</span>
            <span className="paths-start-text">{text.startText}</span>
          </span>
        </li>
        <li className="illustration-step">
          <span className="illustration-step-title">{text.next}</span>
          <ul className="paths-roles">
            {paths.map(({ key, Icon }) => (
              <li key={key}>
                <Icon size={20} aria-hidden="true" focusable="false" />
                {text.paths[key]}
              </li>
            ))}
          </ul>
          <span className="paths-first">{text.first}</span>
        </li>
      </ol>
    </IllustrationFrame>
  )
}
