/**
 * The calculator's texts (content/pages/calculator.yaml, schema/page-calculator.ts) are
 * grouped for the editor and read by the calculator under flat keys: a group's key as it is,
 * an error's as `error.<key>`. Two groups holding one key would leave the calculator one of
 * them, so the loader (app/content/pages.server.ts) refuses that, naming the key. The
 * groups' keys are the schema's, not the editor's, so the editor has no field to check it in.
 */

/** The flat key the calculator reads a grouped text under. */
export const flatTextKey = (group: string, key: string) => (group === 'error' ? `error.${key}` : key)

/** A flat key that two groups of the calculator's texts both hold. */
export function duplicateTextKeyProblem(seen: ReadonlySet<string>, flat: string): string | undefined {
  return seen.has(flat) ? `text: "${flat}" appears in two groups` : undefined
}
