/**
 * Content files as the build bundles them (import.meta.glob with `?raw`): the running
 * server reads no content from disk, so it needs neither content/ nor a working directory.
 */
export type SourceFile = {
  /** The file name, such as "gdpr-in-customer-service.md". */
  name: string
  /** Where it came from, for error messages: "/content/blog/en/gdpr-in-customer-service.md". */
  file: string
  source: string
}

/** The files of one language from a glob over /content/<kind>/<lang>/*, sorted by name. */
export function filesOfLang(glob: Record<string, string>, lang: string): SourceFile[] {
  return Object.entries(glob)
    .map(([file, source]) => ({ file, source, name: file.slice(file.lastIndexOf('/') + 1), lang: file.split('/')[3] }))
    .filter((entry) => entry.lang === lang)
    .map(({ file, source, name }) => ({ file, source, name }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
