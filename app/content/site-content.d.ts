declare module 'virtual:site-content' {
  const content: import('../../scripts/lib/site-content').RawContent & {
    images: import('../lib/image-variants').ImageManifest
  }
  export default content
}
