declare module 'virtual:site-content' {
  const content: import('./bundled-content.ts').BundledContent
  export default content
}

/** One singleton's entry alone, for code that also runs in the browser (app/site.config.ts). */
declare module 'virtual:site-content/singleton/*' {
  const entry: Record<string, unknown>
  export default entry
}
