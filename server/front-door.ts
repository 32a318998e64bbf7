/**
 * The checks every request passes before anything else looks at it: a cheap, linear
 * walk over the request line, so that no crafted target reaches the router, the
 * redirect logic or the request log. Nothing here uses a regular expression over
 * input whose length the client chooses.
 */

/** Longer request targets answer 414 at once (the site's longest URL is under 200 characters). */
export const MAX_TARGET_LENGTH = 2048

/**
 * No page, asset or feed of the site lies deeper than four segments. Matching a
 * not-found path against the routes grows with its segments, so a much deeper path is
 * answered 404 here, before it costs anything.
 */
export const MAX_SEGMENTS = 16

/** The methods the site answers (OPTIONS with this list only); anything else gets 405 with it. */
export const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS'

export type Verdict =
  /** Go on with this path and query (query includes its "?", or is empty). */
  | { kind: 'pass'; path: string; query: string }
  /** One URL per page: a permanent redirect to this same-site location. */
  | { kind: 'redirect'; location: string }
  /** An OPTIONS request: the methods, no CORS grant. */
  | { kind: 'options' }
  | { kind: 'refuse'; status: 400 | 404 | 405 | 414; reason: string }

/** True when every "%" starts a valid escape and the escapes decode to UTF-8. */
export function percentEncodingIsValid(path: string): boolean {
  if (!path.includes('%')) return true
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/**
 * The path a page lives at: runs of slashes made one, trailing slashes dropped.
 * A single pass, so a path of a thousand slashes costs a thousand steps.
 */
export function collapseSlashes(path: string): string {
  if (!path.includes('//') && (path.length === 1 || !path.endsWith('/'))) return path
  let out = ''
  let previousSlash = false
  for (let i = 0; i < path.length; i++) {
    const c = path[i]
    if (c === '/') {
      if (previousSlash) continue
      previousSlash = true
    } else previousSlash = false
    out += c
  }
  if (out.length > 1 && out.endsWith('/')) out = out.slice(0, -1)
  return out
}

/** Letters, digits and . - : [ ] (names, IPv4, bracketed IPv6, a port): what a host usually is. */
function isPlainHostChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) || // a-z
    (code >= 65 && code <= 90) || // A-Z
    (code >= 48 && code <= 58) || // 0-9 and :
    code === 45 || // -
    code === 46 || // .
    code === 91 || // [
    code === 93 // ]
  )
}

/** A Host header a URL can be made of (anything else would make building the request fail). */
export function hostIsValid(host: string | undefined): boolean {
  if (host === undefined) return true
  if (host.length === 0 || host.length > 255) return false
  let plain = true
  for (let i = 0; i < host.length && plain; i++) plain = isPlainHostChar(host.charCodeAt(i))
  // Only an unusual host pays for a full parse.
  return (plain && host[0] !== '[') || URL.parse(`http://${host}/`)?.host !== undefined
}

/**
 * What to do with a request, from its method, target and Host header alone.
 * `//evil.example` and `\evil.example` never become a Location: a backslash is refused
 * (browsers send `/` there; only a crafted request holds one) and runs of slashes
 * collapse, so every redirect starts with exactly one "/".
 */
export function frontDoor(method: string | undefined, target: string | undefined, host?: string): Verdict {
  const url = target ?? '/'
  if (url.length > MAX_TARGET_LENGTH) return { kind: 'refuse', status: 414, reason: 'URI Too Long' }
  if (method === 'OPTIONS') return { kind: 'options' }
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    return { kind: 'refuse', status: 405, reason: 'Method Not Allowed' }
  }
  if (!hostIsValid(host)) return { kind: 'refuse', status: 400, reason: 'Bad Request' }
  // Origin form only: "/path?query". Absolute and authority forms are for proxies.
  if (url[0] !== '/') return { kind: 'refuse', status: 400, reason: 'Bad Request' }
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  const query = queryAt === -1 ? '' : url.slice(queryAt)
  if (path.includes('\\') || !percentEncodingIsValid(path)) {
    return { kind: 'refuse', status: 400, reason: 'Bad Request' }
  }
  let segments = 0
  for (let i = 0; i < path.length; i++) if (path[i] === '/' && path[i + 1] !== '/' && i + 1 < path.length) segments++
  if (segments > MAX_SEGMENTS) return { kind: 'refuse', status: 404, reason: 'Not Found' }
  if (method !== 'POST') {
    const canonical = collapseSlashes(path)
    if (canonical !== path) return { kind: 'redirect', location: canonical + query }
  }
  return { kind: 'pass', path, query }
}
