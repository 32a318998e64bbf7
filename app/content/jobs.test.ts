import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Lang } from '../i18n/languages'
import { parseJobs } from './jobs'
import { readJobs } from './jobs.server'
import { readSourceDir } from './read-source-dir'

const defaultJobsDir = resolve(import.meta.dirname, '../../content/jobs')
const readJobsIn = (lang: Lang, folder: string) => parseJobs(readSourceDir(folder, lang, '.json'))

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
    const before = readJobsIn('en', folder).length
    writeFileSync(join(folder, 'en', `${extra.id}.json`), JSON.stringify(extra))
    const after = readJobsIn('en', folder)
    expect(after).toHaveLength(before + 1)
    expect(after[0]?.id).toBe('night-shift-agent')
  })

  it('names the file and field of a malformed position', () => {
    const folder = copyOfJobs()
    writeFileSync(join(folder, 'en', 'broken.json'), JSON.stringify({ ...extra, id: 'broken', workMode: 'moon' }))
    expect(() => readJobsIn('en', folder)).toThrow(/broken\.json: workMode/)
  })

  it('an empty folder means no positions', () => {
    dir = mkdtempSync(join(tmpdir(), 'jobs-'))
    expect(readJobsIn('pl', dir)).toEqual([])
  })
})
