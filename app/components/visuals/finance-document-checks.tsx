import { useLang } from '../../i18n/use-i18n.ts'
import { type Copy, formats, localized, VisualFrame } from './visual-frame.tsx'
import './finance-document-checks.css'

/**
 * A made-up month of new customers' document checks for a lender: the steps each
 * application passes, how many pass each, and how many we refer to the client's compliance
 * team, which decides. The ordered list is the figure; its line of ticks is drawn by CSS.
 */
const applications = 1200
const steps = [
  { key: 'identity', passed: 1146, referred: 0, minutes: 4 },
  { key: 'screening', passed: 1129, referred: 17, minutes: 1 },
  { key: 'income', passed: 1108, referred: 21, minutes: 6 },
  { key: 'consent', passed: 1108, referred: 0, minutes: 3 },
] as const

type Step = (typeof steps)[number]['key']

const copy: Copy<{
  title: string
  meta: string
  received: string
  passed: string
  referred: string
  incomplete: string
  median: string
  steps: Record<Step, string>
  ready: string
}> = {
  en: {
    title: 'Document checks for new customers',
    meta: 'One month of applications at a lender, step by step',
    received: 'applications received',
    passed: 'passed',
    referred: 'referred to your compliance team',
    incomplete: 'asked for a missing document',
    median: 'median',
    steps: {
      identity: 'Identity document and data match',
      screening: 'Sanctions and PEP screening',
      income: 'Income and source of funds',
      consent: 'Disclosures read, consents recorded',
    },
    ready: 'ready for your decision',
  },
  pl: {
    title: 'Weryfikacja dokumentów nowych klientów',
    meta: 'Miesiąc wniosków u pożyczkodawcy, krok po kroku',
    received: 'przyjętych wniosków',
    passed: 'zweryfikowanych',
    referred: 'przekazanych Państwa działowi zgodności',
    incomplete: 'z prośbą o brakujący dokument',
    median: 'mediana',
    steps: {
      identity: 'Dokument tożsamości i zgodność danych',
      screening: 'Listy sankcyjne i weryfikacja PEP',
      income: 'Dochody i źródło środków',
      consent: 'Informacje odczytane, zgody zapisane',
    },
    ready: 'gotowych do Państwa decyzji',
  },
}

export function FinanceDocumentChecks() {
  const lang = useLang()
  const text = localized(copy, lang)
  const f = formats(lang)
  let reaching: number = applications
  return (
    <VisualFrame name="iv-finance" title={text.title} meta={text.meta}>
      <p className="kyc-total">
        <strong className="sv-num">{f.count(applications)}</strong> {text.received}
      </p>
      <ol className="kyc-steps">
        {steps.map((step) => {
          // What neither passed nor went to compliance waits for a document the customer sends later.
          const incomplete = reaching - step.passed - step.referred
          reaching = step.passed
          return (
            <li key={step.key} className="kyc-step">
              <p className="kyc-step-name">{text.steps[step.key]}</p>
              <p className="kyc-step-figures">
                <span>
                  <strong className="sv-num">{f.count(step.passed)}</strong> {text.passed}
                </span>
                <span>
                  {text.median} {f.minutes(step.minutes)}
                </span>
              </p>
              {step.referred || incomplete ? (
                <p className="kyc-step-out">
                  {step.referred ? `${f.count(step.referred)} ${text.referred}` : null}
                  {step.referred && incomplete ? ', ' : null}
                  {incomplete ? `${f.count(incomplete)} ${text.incomplete}` : null}
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
      <p className="kyc-ready">
        <strong className="sv-num">{f.count(reaching)}</strong> {text.ready}
      </p>
    </VisualFrame>
  )
}
