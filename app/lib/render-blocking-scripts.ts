/**
 * The document with `blocking="render"` on each module script of its head: the frame's
 * script and the client router's. The browser then paints the page only once they have
 * run, so every control of the first paint works (decision 020). Islands are not head
 * scripts: they load later, on their own terms.
 */
const HEAD_MODULE_SCRIPT = /<script\b(?![^>]*\bblocking=)([^>]*\btype="module"[^>]*\bsrc="[^"]+"[^>]*)>/g

export function withRenderBlockingScripts(html: string): string {
  const end = html.indexOf('</head>')
  if (end === -1) return html
  const head = html.slice(0, end).replace(HEAD_MODULE_SCRIPT, '<script$1 blocking="render">')
  return head + html.slice(end)
}
