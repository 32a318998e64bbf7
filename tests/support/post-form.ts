import { randomUUID } from 'node:crypto'

/**
 * Posts a form to a server on 127.0.0.1 as the site's form scripts do: URL-encoded fields,
 * a JSON answer asked for, the page's own origin (a cross-site POST is refused before its
 * body is read), and a fresh form token unless `fields` brings one. `headers` adds to or
 * overrides those headers.
 */
export function postForm(
  port: number,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      origin: `http://127.0.0.1:${port}`,
      ...headers,
    },
    body: new URLSearchParams({ formToken: randomUUID(), ...fields }),
  })
}
