import { Bot, CircleCheck, Headset, Mail, MessageCircle, Phone, Share2 } from 'lucide-react'
import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, IllustrationFrame, localized } from './visual-frame.tsx'
import './services-hub.css'

/**
 * The services list's illustration, beside its title: whichever services a programme
 * combines, the customers' channels reach one team of consultants and virtual agents, and the
 * client reads one report held to one set of standards, as the page's lead says. A drawing
 * of the words, no figures: the steps are a list a screen reader reads in order, the icons
 * are hidden from it.
 */
const channels = [
  { key: 'phone', Icon: Phone },
  { key: 'chat', Icon: MessageCircle },
  { key: 'email', Icon: Mail },
  { key: 'social', Icon: Share2 },
] as const
const measures = ['quality', 'level', 'satisfaction'] as const

type Channel = (typeof channels)[number]['key']
type Measure = (typeof measures)[number]

const copy: Copy<{
  title: string
  meta: string
  reach: string
  channels: Record<Channel, string>
  team: string
  teamText: string
  report: string
  measures: Record<Measure, string>
}> = {
  en: {
    title: 'One team behind every service',
    meta: 'How a programme runs, whichever services it combines',
    reach: 'Your customers get in touch',
    channels: { phone: 'Phone', chat: 'Chat', email: 'E-mail', social: 'Social media' },
    team: 'One team answers',
    teamText: 'Consultants and virtual agents, with one customer history',
    report: 'One report, one set of standards',
    measures: { quality: 'Quality checks', level: 'Service level', satisfaction: 'Customer satisfaction' },
  },
  pl: {
    title: 'Jeden zespół za każdą usługą',
    meta: 'Jak prowadzimy program, niezależnie od tego, które usługi łączy',
    reach: 'Klienci kontaktują się z firmą',
    channels: { phone: 'Telefon', chat: 'Czat', email: 'E-mail', social: 'Media społecznościowe' },
    team: 'Odpowiada jeden zespół',
    teamText: 'Konsultanci i wirtualni agenci ze wspólną historią klienta',
    report: 'Jeden raport i te same standardy',
    measures: { quality: 'Kontrola jakości', level: 'Poziom obsługi', satisfaction: 'Zadowolenie klientów' },
  },
}

export function ServicesHub() {
  const lang = useLang()
  const text = localized(copy, lang)
  return (
    <IllustrationFrame name="services-hub" title={text.title} meta={text.meta}>
      <ol className="hub-steps">
        <li className="illustration-step">
          <p className="illustration-step-title">{text.reach}</p>
          <ul className="hub-channels">
            {channels.map(({ key, Icon }) => (
              <li key={key}>
                <Icon size={16} aria-hidden="true" focusable="false" />
                {text.channels[key]}
              </li>
            ))}
          </ul>
        </li>
        <li className="illustration-step hub-team">
          <span className="hub-team-icons" aria-hidden="true">
            <Headset size={22} focusable="false" />
            <Bot size={22} focusable="false" />
          </span>
          <span>
            <span className="illustration-step-title">{text.team}</span>
            <span className="hub-team-text">{text.teamText}</span>
          </span>
        </li>
        <li className="illustration-step">
          <p className="illustration-step-title">{text.report}</p>
          <ul className="hub-measures">
            {measures.map((measure) => (
              <li key={measure}>
                {/* A measure the report holds, ticked, without a value: the drawing claims none. */}
                <CircleCheck size={16} aria-hidden="true" focusable="false" />
                {text.measures[measure]}
              </li>
            ))}
          </ul>
        </li>
      </ol>
    </IllustrationFrame>
  )
}
