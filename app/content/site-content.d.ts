declare module 'virtual:site-content' {
  const content: import('./bundled-content.ts').BundledContent
  export default content
}

/**
 * The company facts alone, for code that also runs in the browser (app/site.config.ts):
 * typed from the schema as the browser's copy holds them, without the testimonials'
 * `source` (BrowserCompanyFacts). Another singleton imported alone gets its own declaration here.
 */
declare module 'virtual:site-content/singleton/company' {
  const entry: import('./schema/company.ts').BrowserCompanyFacts
  export default entry
}
