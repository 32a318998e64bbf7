/** Waits until `check` holds, polling every 50 ms; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('condition not met in time')
}
