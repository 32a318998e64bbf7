import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { baseSecurityHeaders } from '../../../server/security-headers.ts'
import { tdmRepJson, tdmReservationHeader } from './tdm.ts'

// Here, not beside the server's headers: server/ ships without the application's source.
describe('the text-and-data-mining reservation', () => {
  it('says on every response what the pages and /.well-known/tdmrep.json say', () => {
    const file = JSON.parse(readFileSync(new URL('../../../public/.well-known/tdmrep.json', import.meta.url), 'utf8'))
    expect(baseSecurityHeaders()['tdm-reservation']).toBe(tdmReservationHeader['tdm-reservation'])
    expect(file).toEqual(tdmRepJson)
  })
})
