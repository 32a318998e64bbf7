/** One toast at a time, 5 seconds unless said otherwise: long enough to read a line, short enough not to cover the page. */
export const TOAST_DURATION_MS = 5000

export type Toast = { id: number; variant: 'success' | 'error'; title: string; text: string; duration: number }

type Listener = (toast: Toast | null) => void

let current: Toast | null = null
let nextId = 1
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener(current)
}

/** Shows a toast, replacing the one on screen. */
export function showToast(toast: Omit<Toast, 'id' | 'duration'> & { duration?: number }): number {
  current = { duration: TOAST_DURATION_MS, ...toast, id: nextId++ }
  emit()
  return current.id
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return
  current = null
  emit()
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentToast(): Toast | null {
  return current
}
