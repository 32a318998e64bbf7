declare module 'virtual:site-content' {
  const content: import('../../scripts/lib/site-content').RawContent
  export default content
}
