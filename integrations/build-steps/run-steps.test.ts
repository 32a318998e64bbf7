import { describe, expect, it } from 'vitest'
import type { BuildStep, BuiltSite } from './built-pages.ts'
import { BUILD_STEPS, runBuildSteps } from './run-steps.ts'

const build: BuiltSite = { dir: 'build', client: 'build/client', server: 'build/server', project: '.' }

describe('the build steps', () => {
  it('run in order, each logging its name and summary', async () => {
    const ran: string[] = []
    const step = (name: string): BuildStep => ({
      name,
      run: async (site) => {
        ran.push(`${name} ${site.client}`)
        return `${name} done`
      },
    })
    const lines: string[] = []
    await runBuildSteps(build, [step('first'), step('second')], (line) => lines.push(line))
    expect(ran).toEqual(['first build/client', 'second build/client'])
    expect(lines.map((line) => line.replace(/ in \d+ ms$/, ''))).toEqual(['first: first done', 'second: second done'])
  })

  it('stop at a failing step, naming it, and run none after it', async () => {
    const ran: string[] = []
    const steps: BuildStep[] = [
      {
        name: 'breaks',
        run: async () => {
          throw new Error('no pages in build/client')
        },
      },
      {
        name: 'after',
        run: async () => {
          ran.push('after')
          return ''
        },
      },
    ]
    await expect(runBuildSteps(build, steps, () => {})).rejects.toThrow(
      'build step breaks failed: no pages in build/client',
    )
    expect(ran).toEqual([])
  })

  it('compress last, after every step that writes files, and run each once', () => {
    const names = BUILD_STEPS.map((step) => step.name)
    expect(names.at(-1)).toBe('precompress')
    expect(new Set(names).size).toBe(names.length)
  })
})
