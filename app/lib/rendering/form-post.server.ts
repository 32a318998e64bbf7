/** How long a visitor is asked to wait before sending a form again while the database is away. */
export const RETRY_AFTER_SECONDS = '30'

/** The part of a route's `Astro` a form's POST reads and answers through. */
type AstroLike = { request: Request; response: { headers: Headers } }

/**
 * A form's POST on its page's route (contact, booking): the same address takes the form
 * sent by the browser without JavaScript, answered with the page, and the one the page's
 * script sends in place (`Accept: application/json`), answered with the result as JSON.
 * Either way a result of `unavailable` (the database is away) says when to try again.
 *
 * Returns null for a request that is no POST, the JSON answer when one was asked for, or
 * what `submit` answered, for the page to render.
 */
export async function formPost<A>(
  astro: AstroLike,
  submit: () => Promise<A>,
  answered: (answer: A) => { json: { status: string }; status: number },
): Promise<A | Response | null> {
  if (astro.request.method !== 'POST') return null
  const answer = await submit()
  const { json, status } = answered(answer)
  const retry: Record<string, string> = json.status === 'unavailable' ? { 'Retry-After': RETRY_AFTER_SECONDS } : {}
  if (astro.request.headers.get('accept')?.includes('application/json'))
    return Response.json(json, { status, headers: retry })
  for (const [name, value] of Object.entries(retry)) astro.response.headers.set(name, value)
  return answer
}
