import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FRAME_SHARED, FRAME_SHARED_MODULES, frameImportProblems } from './frame-chunk.ts'

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

  describe("the frame's script in the browser's build", () => {
    const frame = {
      fileName: 'page.js',
      name: 'page.astro',
      imports: ['frame-shared.js'],
      moduleIds: ['/site/app/layouts/page.astro?astro&type=script', '/site/app/browser/frame.ts'],
    }
    const shared = { fileName: 'frame-shared.js', name: 'frame-shared', imports: [], moduleIds: [] }
    const island = {
      fileName: 'contact-island.js',
      name: 'contact-island',
      imports: ['frame-shared.js'],
      moduleIds: [],
    }

    it('passes when it imports the frame-shared chunk alone', () => {
      expect(frameImportProblems([frame, shared, island], '/site')).toEqual([])
    })

    it('fails, naming the modules and the list to add them to, when it imports another chunk', () => {
      const split = { fileName: 'href.js', name: 'href', imports: [], moduleIds: ['/site/app/i18n/href.ts'] }
      const problems = frameImportProblems(
        [{ ...frame, imports: ['frame-shared.js', 'href.js'] }, shared, split],
        '/site',
      )
      expect(problems).toEqual([
        expect.stringMatching(
          /imports href\.js \(app\/i18n\/href\.ts\).*Fix: add app\/i18n\/href\.ts to FRAME_SHARED_MODULES/,
        ),
      ])
    })
  })
})
