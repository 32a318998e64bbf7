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
