import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './social-response.css'

/**
 * A made-up month of a brand's social channels: the median time to the first reply, in
 * minutes, against the target agreed for that kind of message. The bar is the share of
 * the target used, so private messages and public reviews compare on one scale.
 */
const channels = [
  { key: 'messenger', minutes: 6, target: 15 },
  { key: 'instagramDm', minutes: 9, target: 15 },
  { key: 'comments', minutes: 22, target: 30 },
  { key: 'linkedin', minutes: 48, target: 60 },
  { key: 'reviews', minutes: 180, target: 480 },
] as const

type Channel = (typeof channels)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  caption: string
  channel: string
  median: string
  target: string
  channels: Record<Channel, string>
}> = {
  en: {
    title: 'First response by channel',
    meta: 'Median time to the first reply in a month, against its target',
    caption: 'Median first response and target',
    channel: 'Channel',
    median: 'Median',
    target: 'Target',
    channels: {
      messenger: 'Messenger',
      instagramDm: 'Instagram messages',
      comments: 'Facebook comments',
      linkedin: 'LinkedIn',
      reviews: 'Google reviews',
    },
  },
  pl: {
    title: 'Czas pierwszej odpowiedzi w kanałach',
    meta: 'Mediana czasu do pierwszej odpowiedzi w miesiącu na tle celu',
    caption: 'Mediana czasu pierwszej odpowiedzi i cel',
    channel: 'Kanał',
    median: 'Mediana',
    target: 'Cel',
    channels: {
      messenger: 'Messenger',
      instagramDm: 'Wiadomości na Instagramie',
      comments: 'Komentarze na Facebooku',
      linkedin: 'LinkedIn',
      reviews: 'Opinie w Google',
    },
  },
}

export function SocialResponse() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  const time = (minutes: number) => (minutes >= 120 ? f.hours(minutes / 60) : f.minutes(minutes))
  return (
    <VisualFrame name="sv-social" title={text.title} meta={text.meta}>
      <table className="sv-table social-table">
        <caption className="sr-only">{text.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.channel}</th>
            <th scope="col" className="sv-end">
              {text.median}
            </th>
            <th scope="col" className="sv-end">
              {text.target}
            </th>
          </tr>
        </thead>
        <tbody>
          {channels.map((c) => (
            <tr key={c.key}>
              <th scope="row">
                {text.channels[c.key]}
                <svg
                  viewBox="0 0 100 8"
                  preserveAspectRatio="none"
                  className="sv-bar social-bar"
                  aria-hidden="true"
                  focusable="false"
                >
                  <rect width="100" height="8" rx="4" className="sv-track" />
                  <rect width={(100 * c.minutes) / c.target} height="8" rx="4" className="social-fill" />
                </svg>
              </th>
              <td className="sv-end social-median">{time(c.minutes)}</td>
              <td className="sv-end social-target">{time(c.target)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisualFrame>
  )
}
