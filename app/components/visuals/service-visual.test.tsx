import { describe, expect, it } from 'vitest'
import { serviceSlugs } from '../../content/types'
import { serviceVisual } from './service-visual'

describe('serviceVisual', () => {
  it('shows the handover on the AI service, the weekly report on the inbound line, something on every service', () => {
    expect(serviceVisual('ai-call-center')).toBe('handover')
    expect(serviceVisual('inbound-call-center')).toBe('report')
    expect(serviceVisual('technical-helpdesk')).toBe('report')
    for (const slug of serviceSlugs) expect(['report', 'handover', 'languages']).toContain(serviceVisual(slug))
  })
})
