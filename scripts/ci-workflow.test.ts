import { readdirSync, readFileSync } from 'node:fs'
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
})
