import { describe, expect, it } from 'vitest'
import { renderVisual } from './render-visual.tsx'
import { sampleServiceReport } from './sample-service-report.ts'
import { ServiceReportCard } from './service-report-card.tsx'

const text = (html: string) => html.replace(/<[^>]+>/g, ' ')

describe('ServiceReportCard', () => {
  it('tags its figures as an example inside the card, in both languages, the explanation read with the tag', () => {
    expect(renderVisual(ServiceReportCard, 'en')).toMatch(
      /<section class="visual-card report-card"[^>]*>.*<span class="sample-tag" title="[^"]*">Example<span class="sr-only">: Illustrative figures/,
    )
    expect(renderVisual(ServiceReportCard, 'pl')).toMatch(
      /<span class="sample-tag" title="[^"]*">Przykład<span class="sr-only">: Dane poglądowe/,
    )
  })

  it('writes numbers and days the Polish way', () => {
    const html = renderVisual(ServiceReportCard, 'pl')
    expect(text(html)).toContain('87,3%')
    expect(text(html)).toContain('12\u00a0480')
    // Seconds with a non-breaking space, as Polish writes units.
    expect(text(html)).toMatch(/odebrane\sw\sciągu\s20\u00a0s/)
    for (const day of ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.']) expect(html).toContain(`>${day}</th>`)
    expect(text(renderVisual(ServiceReportCard, 'en'))).toContain('12,480')
  })

  it('gives the days as a table with a caption and column headers; the bars are decoration', () => {
    const html = renderVisual(ServiceReportCard, 'en')
    expect(html).toMatch(/<table class="report-days"><caption>Service level by day/)
    expect(html.match(/<th scope="col">/g)).toHaveLength(7)
    expect(html.match(/<svg [^>]*aria-hidden="true"/g)).toHaveLength(7)
  })

  it('derives the week from its days, so the totals agree', () => {
    const report = sampleServiceReport()
    expect(report.answered).toBeLessThan(report.offered)
    expect(report.abandonment).toBeCloseTo((report.offered - report.answered) / report.offered)
    expect(report.days).toHaveLength(7)
  })
})
