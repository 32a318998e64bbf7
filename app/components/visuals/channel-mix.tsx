import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './channel-mix.css'

/** A made-up month of contacts handled by one team, by the channel the customer chose. */
const channels = [
  { key: 'phone', contacts: 8100 },
  { key: 'chat', contacts: 4230 },
  { key: 'email', contacts: 3500 },
  { key: 'messaging', contacts: 1470 },
  { key: 'social', contacts: 1100 },
] as const

type Channel = (typeof channels)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  total: string
  oneHistory: string
  channels: Record<Channel, string>
}> = {
  en: {
    title: 'Channel mix of one team',
    meta: 'Contacts in a month, one customer history across channels',
    total: 'contacts',
    oneHistory: 'Resolved in the channel the customer started in',
    channels: { phone: 'Phone', chat: 'Chat', email: 'Email', messaging: 'Messaging apps', social: 'Social media' },
  },
  pl: {
    title: 'Kanały kontaktu jednego zespołu',
    meta: 'Kontakty w miesiącu, jedna historia klienta we wszystkich kanałach',
    total: 'kontaktów',
    oneHistory: 'Sprawy załatwione w kanale, w którym klient zaczął',
    channels: {
      phone: 'Telefon',
      chat: 'Czat',
      email: 'E-mail',
      messaging: 'Komunikatory',
      social: 'Media społecznościowe',
    },
  },
}

const total = channels.reduce((sum, c) => sum + c.contacts, 0)
/** r = 15.9155 gives a circumference of 100: a share is its dash length. */
const R = 15.9155

export function ChannelMix() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  let offset = 0
  return (
    <VisualFrame name="sv-mix" title={text.title} meta={text.meta}>
      <div className="mix">
        <div className="mix-donut">
          <svg viewBox="0 0 42 42" className="mix-chart" aria-hidden="true" focusable="false">
            {channels.map((c, i) => {
              const share = (100 * c.contacts) / total
              // Each arc starts where the one before ended; a hair's gap keeps them apart.
              const arc = (
                <circle
                  key={c.key}
                  cx="21"
                  cy="21"
                  r={R}
                  className={`mix-arc mix-${i}`}
                  strokeDasharray={`${(share - 0.6).toFixed(2)} ${(100 - share + 0.6).toFixed(2)}`}
                  strokeDashoffset={(25 - offset).toFixed(2)}
                />
              )
              offset += share
              return arc
            })}
          </svg>
          <p className="mix-total">
            <span className="mix-total-value sv-num">{f.count(total)}</span>
            <span className="mix-total-label">{text.total}</span>
          </p>
        </div>
        <dl className="mix-legend">
          {channels.map((c, i) => (
            <div key={c.key}>
              <dt>
                <span className={`sv-key mix-key-${i}`} />
                {text.channels[c.key]}
              </dt>
              <dd>
                <span className="mix-share">{f.percent(c.contacts / total)}</span>
                <span className="mix-count">{f.count(c.contacts)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mix-note">
        {text.oneHistory}: <strong className="sv-num">{f.percent(0.91)}</strong>
      </p>
    </VisualFrame>
  )
}
