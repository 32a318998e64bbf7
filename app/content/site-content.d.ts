declare module 'virtual:site-content' {
  const content: import('./bundled-content.ts').BundledContent
  export default content
}

/**
 * The company facts alone, for code that also runs in the browser (app/site.config.ts):
 * typed from the schema as the whole bundle's entry is (the browser's copy leaves out the
 * testimonials' `source`, which no browser code reads). Another singleton imported alone
 * gets its own declaration here.
 */
declare module 'virtual:site-content/singleton/company' {
  const entry: import('./bundled-content.ts').BundledSingleton<'company'>['entry']
  export default entry
}
