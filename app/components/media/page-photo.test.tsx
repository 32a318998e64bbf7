import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ResponsiveImage } from '../../content/images.server.ts'
import { PagePhoto } from './page-photo.tsx'

const photo: ResponsiveImage = {
  src: '/images/pages/about/team.jpg',
  width: 1600,
  height: 1067,
  alt: 'Zespół przy pracy w biurze w Częstochowie',
  avif: '/images/_r/pages/about/team-480.avif 480w, /images/_r/pages/about/team-1600.avif 1600w',
  webp: '/images/_r/pages/about/team-480.webp 480w, /images/_r/pages/about/team-1600.webp 1600w',
}

const drawing = <svg className="drawn" aria-hidden="true" />

describe('PagePhoto', () => {
  it('shows the photograph with its description, size and copies, lazily, instead of the drawing', () => {
    const html = renderToString(
      <PagePhoto photo={photo} sizes="(min-width: 48rem) 48rem, 100vw" className="page-photo">
        {drawing}
      </PagePhoto>,
    )
    expect(html).not.toContain('drawn')
    expect(html).toMatch(/^<picture>/)
    expect(html).toContain(
      '<source type="image/avif" srcSet="/images/_r/pages/about/team-480.avif 480w, /images/_r/pages/about/team-1600.avif 1600w" sizes="(min-width: 48rem) 48rem, 100vw"/>',
    )
    expect(html).toContain('<source type="image/webp" srcSet="/images/_r/pages/about/team-480.webp 480w')
    const img = html.match(/<img [^>]*>/)?.[0] ?? ''
    expect(img).toContain('alt="Zespół przy pracy w biurze w Częstochowie"')
    expect(img).toContain('width="1600"')
    expect(img).toContain('height="1067"')
    expect(img).toContain('class="page-photo"')
    expect(img).toContain('loading="lazy"')
    expect(img).not.toContain('fetchPriority')
  })

  it('in the first screen, is fetched at once and first', () => {
    const img = renderToString(<PagePhoto photo={photo} sizes="100vw" priority />).match(/<img [^>]*>/)?.[0] ?? ''
    expect(img).toContain('loading="eager"')
    expect(img).toContain('fetchPriority="high"')
  })

  it('offers a transparent pixel where the slot is hidden, before the real copies', () => {
    const html = renderToString(<PagePhoto photo={photo} sizes="100vw" priority hiddenAt="(max-width: 39.99rem)" />)
    expect(html).toMatch(
      /^<picture><source media="\(max-width: 39\.99rem\)" srcSet="data:image\/gif;base64,[^"]+"\/><source type="image\/avif"/,
    )
  })

  it('without a photograph shows the drawing it wraps, or nothing', () => {
    expect(renderToString(<PagePhoto sizes="100vw">{drawing}</PagePhoto>)).toBe(
      '<svg class="drawn" aria-hidden="true"></svg>',
    )
    expect(renderToString(<PagePhoto sizes="100vw" />)).toBe('')
  })
})
