import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { usePage, withPage } from './page-context.tsx'

function Language() {
  return <p>{usePage().lang}</p>
}

describe('the page a component reads', () => {
  it('is the one its withPage root was given', () => {
    const Root = withPage(Language)
    expect(renderToString(<Root page={{ lang: 'pl', path: '/pl', frame: {} }} />)).toBe('<p>pl</p>')
  })

  it('fails, naming the rule and the fix, outside a withPage root instead of reading English', () => {
    expect(() => renderToString(<Language />)).toThrow(
      /outside a withPage root.*rule: Astro renders each React root apart.*Fix: export the root Astro renders as withPage\(Component\)/,
    )
  })
})
