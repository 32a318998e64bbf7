import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { buttonLabel } from '../text/title-case.ts'
import './calculator-promo.css'

/** A band pointing to the staffing calculator, on the services list and the voice service pages. */
export function CalculatorPromo({ alt = false }: { alt?: boolean }) {
  const lang = useLang()
  const t = useT()
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby="calculator-promo">
      <div className="wrap">
        <div className="card calc-promo">
          <div>
            <h2 id="calculator-promo" className="card-title">
              {t('calculator.cta')}
            </h2>
            <p>{t('calculator.ctaText')}</p>
          </div>
          <a href={href('calculator', lang)} className="btn btn-primary">
            {buttonLabel(t('nav.calculator'), lang)}
          </a>
        </div>
      </div>
    </section>
  )
}
