import { postForm } from './post-form.ts'

/** The free times the booking page offers, as its radio buttons carry them. */
export async function offeredSlots(port: number): Promise<string[]> {
  const html = await (await fetch(`http://127.0.0.1:${port}/book`)).text()
  return [...html.matchAll(/name="slot"[^>]*value="([^"]+)"/g)].map((m) => m[1] as string)
}

/** Books a slot as the booking form's script does (JSON answer), for a visitor named after the marker. */
export function book(port: number, slot: string, marker: string) {
  return postForm(port, '/book', {
    slot,
    name: `Booker ${marker}`,
    email: `${marker}@example.com`,
    company: 'Race Ltd',
    note: '',
    consent: 'on',
  })
}
