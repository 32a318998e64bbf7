import { describe, expect, it } from 'vitest'
import { formPost } from './form-post.server.ts'

type Result = { status: 'sent' | 'unavailable' }

function astro(method: string, accept = 'text/html') {
  return {
    request: new Request('http://localhost/contact', { method, headers: { accept } }),
    response: { headers: new Headers() },
  }
}

const answered = (result: Result) => ({ json: result, status: result.status === 'sent' ? 200 : 503 })

describe('a form’s POST on its page', () => {
  it('is not taken for a GET, and nothing is submitted', async () => {
    let submitted = false
    const submit = async (): Promise<Result> => {
      submitted = true
      return { status: 'sent' }
    }
    expect(await formPost(astro('GET'), submit, answered)).toBeNull()
    expect(submitted).toBe(false)
  })

  it('answers the page’s script with the result as JSON and its status', async () => {
    const answer = await formPost(
      astro('POST', 'application/json'),
      async () => ({ status: 'sent' }) as Result,
      answered,
    )
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(200)
    expect(await (answer as Response).json()).toEqual({ status: 'sent' })
    expect((answer as Response).headers.get('retry-after')).toBeNull()
  })

  it('says when to try again while the database is away, as JSON and with the page', async () => {
    const submit = async () => ({ status: 'unavailable' }) as Result
    const json = await formPost(astro('POST', 'application/json'), submit, answered)
    expect((json as Response).status).toBe(503)
    expect((json as Response).headers.get('retry-after')).toBe('30')

    const page = astro('POST')
    expect(await formPost(page, submit, answered)).toEqual({ status: 'unavailable' })
    expect(page.response.headers.get('retry-after')).toBe('30')
  })

  it('hands a form sent without JavaScript back to the page to render', async () => {
    const page = astro('POST')
    expect(await formPost(page, async () => ({ status: 'sent' }) as Result, answered)).toEqual({ status: 'sent' })
    expect(page.response.headers.get('retry-after')).toBeNull()
  })
})
