import { EDITOR_API_ROOT } from '../../../server/build-contract.ts'

/**
 * Whether a request is Keystatic saving an entry: to the working tree in development, a
 * commit through GitHub's API in production.
 */
export function isSave(input: RequestInfo | URL, init?: RequestInit): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  if (url.endsWith(`${EDITOR_API_ROOT}/update`)) return true
  return url.startsWith('https://api.github.com/graphql') && String(init?.body ?? '').includes('createCommitOnBranch')
}

/**
 * The GitHub editor deletes an entry with a commit made from the browser: before it goes,
 * the server says whether the site still refers to the entry (app/backend/editor/editor-deletions.server.ts),
 * and a refusal comes back as GitHub's error would, which Keystatic shows above the form.
 */
export async function githubDeletionRefusal(
  fetchFn: typeof fetch,
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response | null> {
  if (!isSave(input, init) || String(input).endsWith(`${EDITOR_API_ROOT}/update`)) return null
  let paths: string[] = []
  try {
    const body = JSON.parse(String(init?.body ?? '{}')) as {
      variables?: { input?: { fileChanges?: { additions?: unknown[]; deletions?: { path: string }[] } } }
    }
    const changes = body.variables?.input?.fileChanges
    if (changes?.additions?.length) return null
    paths = (changes?.deletions ?? []).map(({ path }) => path)
  } catch {
    return null
  }
  if (!paths.length) return null
  const answer = await fetchFn(`${EDITOR_API_ROOT}/can-delete`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ paths }),
  })
  const { refusal } = answer.ok ? ((await answer.json()) as { refusal: string | null }) : { refusal: null }
  return refusal ? Response.json({ data: null, errors: [{ message: refusal }] }) : null
}
