import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultJobsDir, readJobs } from './jobs.server'

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

function copyOfJobs(): string {
  dir = mkdtempSync(join(tmpdir(), 'jobs-'))
  cpSync(defaultJobsDir, dir, { recursive: true })
  return dir
}

const extra = {
  id: 'night-shift-agent',
  title: 'Night Shift Agent',
  department: 'Customer Care',
  location: 'Częstochowa',
  workMode: 'onsite',
  employmentType: 'PART_TIME',
  datePosted: '2026-11-01',
  description: 'Answer calls on our 24-hour lines during the night shift.',
  responsibilities: ['Answer calls'],
  requirements: ['Good Polish'],
}

describe('open positions', () => {
  it('has at least 4 positions per language, newest first', () => {
    for (const lang of ['en', 'pl'] as const) {
      const jobs = readJobs(lang)
      expect(jobs.length).toBeGreaterThanOrEqual(4)
      const dates = jobs.map((j) => j.datePosted)
      expect(dates).toEqual([...dates].sort().reverse())
    }
  })

  it('adding a file adds a position', () => {
    const folder = copyOfJobs()
    const before = readJobs('en', folder).length
    writeFileSync(join(folder, 'en', `${extra.id}.json`), JSON.stringify(extra))
    const after = readJobs('en', folder)
    expect(after).toHaveLength(before + 1)
    expect(after[0]?.id).toBe('night-shift-agent')
  })

  it('names the file and field of a malformed position', () => {
    const folder = copyOfJobs()
    writeFileSync(join(folder, 'en', 'broken.json'), JSON.stringify({ ...extra, id: 'broken', workMode: 'moon' }))
    expect(() => readJobs('en', folder)).toThrow(/broken\.json: workMode/)
  })

  it('an empty folder means no positions', () => {
    dir = mkdtempSync(join(tmpdir(), 'jobs-'))
    expect(readJobs('pl', dir)).toEqual([])
  })
})
