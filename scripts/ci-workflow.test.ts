import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

type Workflow = { jobs: Record<string, { steps?: { run?: string }[] }> }

const workflows = readdirSync('.github/workflows').filter((name) => name.endsWith('.yml'))
const readme = readFileSync('README.md', 'utf8')
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts

/** The project's commands a workflow runs: `npm run x`, `npm test`, `npm ci`, `bash .ci/run`. */
function commands(workflow: Workflow): string[] {
  const runs = Object.values(workflow.jobs).flatMap((job) => (job.steps ?? []).map((step) => step.run ?? ''))
  return runs.flatMap((run) =>
    [...run.matchAll(/\b(npm run [\w:-]+|npm test|npm ci|bash \.ci\/run)\b/g)].map((m) => m[1] ?? ''),
  )
}

describe('the CI workflows', () => {
  it.each(workflows)('%s runs only commands the README names, each defined in package.json', (name) => {
    const found = commands(parse(readFileSync(`.github/workflows/${name}`, 'utf8')) as Workflow)
    expect(found.length).toBeGreaterThan(0)
    for (const command of found) {
      expect(readme, `${name}: "${command}" is not in README.md`).toContain(`\`${command}`)
      const script = /^npm run (.+)$/.exec(command)?.[1]
      if (script) expect(scripts[script], `${name}: "${command}" is not a script in package.json`).toBeDefined()
    }
  })

  it('a change to content alone runs the content checks, anything else the whole suite, and a deploy waits for them', () => {
    const ci = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as {
      jobs: Record<string, { if?: string; needs?: string[]; steps?: { run?: string }[] }>
    }
    const { content, test, deploy } = ci.jobs
    expect(content?.if).toBe("needs.changes.outputs.code == 'false'")
    expect(commands({ jobs: { content: content ?? {} } })).toEqual(['npm ci', 'npm run test:content'])
    expect(test?.if).toBe("needs.changes.outputs.code == 'true'")
    expect(commands({ jobs: { test: test ?? {} } })).toEqual(['bash .ci/run'])
    expect(deploy?.needs).toEqual(expect.arrayContaining(['content', 'test', 'image']))
    expect(deploy?.if).toMatch(/!failure\(\)/)
  })

  it('deploys once at a time, after the checks, on a push to main only, and marks what is live', () => {
    const ci = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as {
      concurrency: { 'cancel-in-progress': string }
      jobs: Record<string, { if?: string; concurrency?: Record<string, unknown>; steps?: { run?: string }[] }>
    }
    const deploy = ci.jobs.deploy
    expect(deploy?.if).toContain("github.ref == 'refs/heads/main'")
    expect(deploy?.if).toContain("github.event_name == 'push'")
    expect(deploy?.concurrency).toEqual({ group: 'deploy-production', 'cancel-in-progress': false })
    // A push to main is never cancelled by the next one: only pull requests are.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    expect(ci.concurrency['cancel-in-progress']).toBe("${{ github.event_name == 'pull_request' }}")
    const runs = (deploy?.steps ?? []).map((step) => step.run ?? '').join('\n')
    expect(runs).toMatch(/deploy-site/)
    expect(runs).toMatch(/git push -f origin refs\/tags\/live/)
  })

  describe("the deploy job commits the build's slug ledger back to main", () => {
    const ci = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as {
      jobs: Record<
        string,
        { needs?: string[]; permissions?: Record<string, string>; steps?: { name?: string; run?: string }[] }
      >
    }
    const deploy = ci.jobs.deploy
    const steps = deploy?.steps ?? []
    const at = (name: string) => steps.findIndex((step) => step.name === name)
    const script = steps[at('Commit the slug ledger back')]?.run ?? ''

    it('after the build (the image it deploys) and the deploy, with the dependencies installed, allowed to push', () => {
      expect(at('Commit the slug ledger back')).toBeGreaterThan(at('Deploy'))
      expect(at('Deploy')).toBeGreaterThanOrEqual(0)
      // The image job builds the site (the Dockerfile's `npm run build`) before any deploy.
      expect(deploy?.needs).toContain('image')
      expect(readFileSync('Dockerfile', 'utf8')).toMatch(/^RUN npm run build$/m)
      const installed = steps.findIndex((step) => /\bnpm ci\b/.test(step.run ?? ''))
      expect(installed).toBeGreaterThan(at('Deploy'))
      expect(installed).toBeLessThan(at('Commit the slug ledger back'))
      expect(deploy?.permissions?.contents).toBe('write')
      expect(script).toContain('node scripts/record-published-slugs.ts')
    })

    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, encoding: 'utf8' }).trim()
    const LEDGER = 'content/published-slugs.json'

    /**
     * Runs the step in a clone of a repository whose main holds `ledger`, `moved` (a commit
     * pushed after the deployed one, when given) on top; the build's recording stands in as a
     * script that adds `published` to the ledger. Returns main's log and ledger afterwards.
     */
    function runStep(
      ledger: Record<string, unknown>,
      published: Record<string, unknown>,
      moved?: Record<string, unknown>,
    ): { log: string[]; files: string[]; ledger: Record<string, unknown> } {
      const dir = mkdtempSync(join(tmpdir(), 'ci-ledger-'))
      try {
        const origin = join(dir, 'origin.git')
        const work = join(dir, 'work')
        git(dir, 'init', '-q', '--bare', '-b', 'main', origin)
        git(dir, 'init', '-q', '-b', 'main', work)
        git(work, 'remote', 'add', 'origin', origin)
        const writeLedger = (cwd: string, value: Record<string, unknown>) => {
          mkdirSync(join(cwd, 'content'), { recursive: true })
          writeFileSync(join(cwd, LEDGER), JSON.stringify(value))
        }
        writeLedger(work, ledger)
        git(work, 'add', '-A')
        git(work, 'commit', '-qm', 'deployed')
        git(work, 'push', '-q', 'origin', 'main')
        const deployed = git(work, 'rev-parse', 'HEAD')
        const ci = join(dir, 'ci')
        git(dir, 'clone', '-q', origin, ci)
        if (moved) {
          writeLedger(work, moved)
          git(work, 'commit', '-qam', 'a later save')
          git(work, 'push', '-q', 'origin', 'main')
        }
        // `node` on the step's PATH: a recorder that adds `published`, as the build's step adds
        // the deployed content's slugs.
        const bin = join(dir, 'bin')
        mkdirSync(bin)
        const recorder = join(dir, 'recorder.mjs')
        writeFileSync(
          recorder,
          `import { readFileSync, writeFileSync } from 'node:fs'
const ledger = JSON.parse(readFileSync('${LEDGER}', 'utf8'))
writeFileSync('${LEDGER}', JSON.stringify({ ...ledger, ...${JSON.stringify(published)} }))`,
        )
        writeFileSync(join(bin, 'node'), `#!/bin/sh\nexec "${process.execPath}" "${recorder}"\n`, { mode: 0o755 })
        execFileSync('bash', ['-e', '-c', script], {
          cwd: ci,
          env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, GITHUB_SHA: deployed, RUNNER_TEMP: dir },
          stdio: 'ignore',
        })
        return {
          log: git(origin, 'log', '--format=%s', 'main').split('\n'),
          files: git(origin, 'show', '--name-only', '--format=', 'main').split('\n'),
          ledger: JSON.parse(git(origin, 'show', `main:${LEDGER}`)) as Record<string, unknown>,
        }
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }

    it('commits nothing when main already holds every slug the deployed commit published', () => {
      const ledger = { 'posts/a': { en: ['a'] } }
      expect(runStep(ledger, ledger).log).toEqual(['deployed'])
    })

    it('commits the ledger alone, marked to start no run, when the build added a slug', () => {
      const after = runStep({ 'posts/a': { en: ['a'] } }, { 'posts/b': { en: ['b'] } })
      expect(after.log[0]).toMatch(/^Slug ledger: the slugs [0-9a-f]{7} published \[skip ci\]$/)
      expect(after.files).toEqual([LEDGER])
      expect(after.ledger).toEqual({ 'posts/a': { en: ['a'] }, 'posts/b': { en: ['b'] } })
    })

    it("keeps what main gained since the deployed commit: the slugs added onto main's newest ledger", () => {
      const after = runStep({}, { 'posts/b': { en: ['b'] } }, { 'posts/c': { pl: ['c'] } })
      expect(after.log.slice(0, 2)).toEqual([expect.stringContaining('Slug ledger'), 'a later save'])
      expect(after.ledger).toEqual({ 'posts/b': { en: ['b'] }, 'posts/c': { pl: ['c'] } })
    })
  })

  describe("the changes job's decision, run on a repository", () => {
    const ci = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as {
      jobs: Record<string, { steps?: { id?: string; run?: string }[] }>
    }
    const script = ci.jobs.changes?.steps?.find((step) => step.id === 'diff')?.run ?? ''
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, encoding: 'utf8' }).trim()

    /** A repository with a first commit and one more that changes `files`; the step's verdict. */
    function decide(files: string[], event: 'push' | 'pull_request', extra?: (dir: string) => void): string {
      const dir = mkdtempSync(join(tmpdir(), 'ci-changes-'))
      try {
        git(dir, 'init', '-q')
        const write = (file: string, text: string) => {
          mkdirSync(dirname(join(dir, file)), { recursive: true })
          writeFileSync(join(dir, file), text)
        }
        write('README.md', 'x')
        git(dir, 'add', '-A')
        git(dir, 'commit', '-qm', 'first')
        extra?.(dir)
        // The push's own base (github.event.before): the commit before this change.
        const base = git(dir, 'rev-parse', 'HEAD')
        for (const file of files) write(file, String(Math.random()))
        git(dir, 'add', '-A')
        git(dir, 'commit', '-qm', 'change')
        const output = join(dir, '.output')
        writeFileSync(output, '')
        execFileSync('bash', ['-e', '-c', script], {
          cwd: dir,
          env: {
            ...process.env,
            BASE: base,
            GITHUB_SHA: git(dir, 'rev-parse', 'HEAD'),
            GITHUB_EVENT_NAME: event,
            GITHUB_OUTPUT: output,
          },
          stdio: 'ignore',
        })
        return readFileSync(output, 'utf8').trim()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }

    it('a save of the editor (content and images) runs the content checks only', () => {
      expect(decide(['content/blog/a/index.yaml', 'public/images/blog/a.jpg'], 'push')).toBe('code=false')
    })

    it("the deploy job's commit of the slug ledger alone is content: were it run, no full suite and nothing to add", () => {
      expect(decide(['content/published-slugs.json'], 'push')).toBe('code=false')
    })

    it('any other file runs the whole suite, with or without content beside it', () => {
      expect(decide(['app/views/home.tsx'], 'pull_request')).toBe('code=true')
      expect(decide(['content/company.yaml', 'package.json'], 'push')).toBe('code=true')
      expect(decide(['public/favicon.svg'], 'push')).toBe('code=true')
    })

    it('on main, a code change not yet live still runs the whole suite after a content-only save', () => {
      // The live commit is the first one; a code change followed it, whose run was dropped,
      // so this push's own base is that code change.
      const verdict = decide(['content/jobs/a.yaml'], 'push', (dir) => {
        git(dir, 'tag', 'live')
        writeFileSync(join(dir, 'server.ts'), 'changed')
        git(dir, 'add', '-A')
        git(dir, 'commit', '-qm', 'code')
      })
      expect(verdict).toBe('code=true')
    })
  })
})
