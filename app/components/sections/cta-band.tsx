import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import './cta-band.css'
import { keepCompounds } from '../text/keep-compounds.tsx'

type Props = { title: string; text: string; search?: string }

/** The closing call to action of a page: a link to the booking page. */
export function CtaBand({ title, text, search = '' }: Props) {
  const lang = useLang()
  const t = useT()
  return (
    <section className="cta-band">
      <div className="wrap cta-inner">
        <div>
          <h2 className="section-title">{keepCompounds(title)}</h2>
          <p>{text}</p>
        </div>
        <a href={`${href('book', lang)}${search}`} className="btn btn-light">
          {t('button.bookConsultation')}
        </a>
      </div>
    </section>
  )
}
