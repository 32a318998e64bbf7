import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FRAME_SHARED, FRAME_SHARED_MODULES } from './frame-chunk.ts'

describe('the frame-shared chunk', () => {
  it('names modules the repository holds: a moved one would fall out of the chunk unnoticed', () => {
    const missing = FRAME_SHARED_MODULES.filter((path) => !existsSync(resolve(path)))
    expect(missing).toEqual([])
  })

  it("takes each of them by its bundle id, with either separator, and Vite's preload helper", () => {
    for (const path of FRAME_SHARED_MODULES) {
      expect(FRAME_SHARED.test(join('/site', path))).toBe(true)
      expect(FRAME_SHARED.test(`C:\\site\\${path.replaceAll('/', '\\')}`)).toBe(true)
    }
    expect(FRAME_SHARED.test('\0vite/preload-helper.js')).toBe(true)
  })

  it('takes nothing else: not a neighbour, not a file whose name only begins the same', () => {
    expect(FRAME_SHARED.test('/site/app/i18n/languages.tsx')).toBe(false)
    expect(FRAME_SHARED.test('/site/app/i18n/route-table.ts')).toBe(false)
    expect(FRAME_SHARED.test('/site/app/lib/consent/consent.ts')).toBe(false)
  })
})
