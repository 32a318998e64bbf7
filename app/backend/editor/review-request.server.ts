/**
 * "Wyślij do zatwierdzenia" / "Send for approval": where the owner reviews changes before
 * they go live, `main` is protected and Keystatic saves the change on a branch of its own
 * (its "Create branch and save"). This opens the pull request for that branch with the
 * editor's own GitHub sign-in, so the marketing person presses one button in the editor and
 * never sees a pull-request page; the owner approves it on GitHub and CI deploys the merge.
 */
import type { ReviewAnswer } from '../../lib/editor/review-answer.ts'

const API = 'https://api.github.com'

const refused = (en: string, pl: string): ReviewAnswer => ({ status: 'refused', message: { en, pl } })

/** The GitHub sign-in Keystatic keeps in a cookie. */
export function editorToken(request: Request): string | null {
  const cookie = request.headers.get('cookie') ?? ''
  const token = /(?:^|;\s*)keystatic-gh-access-token=([^;]+)/.exec(cookie)?.[1]
  return token ? decodeURIComponent(token) : null
}

/**
 * Opens (or finds open) the pull request of `branch` into the repository's default branch.
 * `api` is GitHub's API; the tests pass a local stand-in.
 */
export async function requestReview(repo: string, token: string, branch: string, api = API): Promise<ReviewAnswer> {
  if (!/^[\w./-]{1,200}$/.test(branch) || branch.includes('..'))
    return refused('This is not a branch name.', 'To nie jest nazwa gałęzi.')
  const call = async (path: string, init: RequestInit = {}) => {
    const answer = await fetch(`${api}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/vnd.github+json',
        'Content-Type': 'application/json',
      },
    }).catch(() => null)
    return answer && { status: answer.status, body: (await answer.json().catch(() => ({}))) as Record<string, unknown> }
  }
  const repository = await call(`/repos/${repo}`)
  if (repository?.status !== 200)
    return refused(
      'GitHub did not answer or you are signed out: sign in again and retry.',
      'GitHub nie odpowiada albo sesja wygasła: zaloguj się ponownie i spróbuj jeszcze raz.',
    )
  const base = String(repository.body.default_branch ?? 'main')
  if (branch === base)
    return refused(
      `Changes on ${base} go live without approval.`,
      `Zmiany na gałęzi ${base} trafiają na stronę bez zatwierdzania.`,
    )
  const [owner] = repo.split('/')
  const open = await call(`/repos/${repo}/pulls?state=open&head=${encodeURIComponent(`${owner}:${branch}`)}`)
  const existing = Array.isArray(open?.body) ? (open.body[0] as { html_url?: string } | undefined) : undefined
  if (existing?.html_url) return { status: 'open', url: existing.html_url }
  const created = await call(`/repos/${repo}/pulls`, {
    method: 'POST',
    body: JSON.stringify({
      head: branch,
      base,
      title: `Zmiany w treści: ${branch}`,
      body: 'Wysłane do zatwierdzenia z edytora treści (docs/editing.md, „Publikowanie”). Po scaleniu CI wdraża zmianę.',
    }),
  })
  if (created?.status === 201 && typeof created.body.html_url === 'string')
    return { status: 'opened', url: created.body.html_url }
  if (created?.status === 422)
    return refused(
      'There is nothing to approve: save a change on this branch first.',
      'Nie ma nic do zatwierdzenia: najpierw zapisz zmianę na tej gałęzi.',
    )
  return refused(
    'GitHub refused the request: ask the engineer whether your account may open pull requests.',
    'GitHub odrzucił prośbę: zapytaj programistę, czy Twoje konto może wysyłać zmiany do zatwierdzenia.',
  )
}
