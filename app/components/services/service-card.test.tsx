import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { langFromPath } from '../../i18n/locate.ts'
import { withPage } from '../page/page-context.tsx'
import { ServiceCard } from './service-card.tsx'

const service = {
  key: 'inbound-call-center',
  slug: 'inbound-call-center',
  name: 'Inbound Call Center',
  summary: 'Multilingual inbound customer service that answers fast.',
} as const

const Card = withPage(ServiceCard)

function render(path: string, headingLevel?: 2 | 3) {
  return renderToString(
    <Card page={{ lang: langFromPath(path), path, frame: {} }} service={service} headingLevel={headingLevel} />,
  )
}

describe('ServiceCard', () => {
  it('puts the title in a heading holding the link and the summary in its own paragraph', () => {
    const html = render('/')
    expect(html).toMatch(
      /<h3 class="card-title"><a [^>]*href="\/services\/inbound-call-center"[^>]*>Inbound Call Center<\/a><\/h3><p class="card-text">/,
    )
    // The summary as written, its last two words kept on one line.
    expect(html).toContain('Multilingual inbound customer service that <span class="nobr"><wbr/>answers fast.</span>')
    // Title and summary never run together in the text.
    expect(html.replace(/<[^>]+>/g, '\n')).not.toContain('Inbound Call CenterMultilingual')
  })

  it('links the page language and takes the heading level of its section', () => {
    const html = render('/pl/uslugi', 2)
    expect(html).toContain('<h2 class="card-title"><a')
    expect(html).toContain('href="/pl/uslugi/inbound-call-center"')
  })

  it('shows the service icon inline and decorative, its shapes in the markup', () => {
    const html = render('/')
    expect(html).toMatch(/<svg [^>]*aria-hidden="true"[^>]*><path d="[^"]+"/)
    expect(html).toContain('lucide-phone-incoming')
    expect(html).not.toContain('<use')
  })
})
