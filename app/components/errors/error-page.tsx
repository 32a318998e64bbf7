import { href } from '../../i18n/href.ts'
import { useLang, useT } from '../../i18n/use-i18n.ts'
import { ErrorMessage } from './error-message.tsx'

export function ErrorPage() {
  const lang = useLang()
  const t = useT()
  return (
    <ErrorMessage>
      <p>
        <a href={href('home', lang)} className="btn btn-primary">
          {t('button.backHome')}
        </a>
      </p>
    </ErrorMessage>
  )
}
