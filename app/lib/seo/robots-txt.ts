/**
 * Crawlers that collect pages for training or grounding AI models. The terms reserve text
 * and data mining (§ 12.5), and these are the user agents their operators document for that
 * purpose; search engines' own crawlers (Googlebot, Bingbot) stay allowed, as do
 * fetches a person asks for. The list is not exhaustive: the TDMRep signal (app/lib/seo/tdm.ts)
 * is the general reservation, this is for crawlers that read only robots.txt.
 */
export const AI_CRAWLERS = [
  'GPTBot',
  'ClaudeBot',
  'anthropic-ai',
  'Google-Extended',
  'Applebot-Extended',
  'CCBot',
  'PerplexityBot',
  'Bytespider',
  'Meta-ExternalAgent',
  'Amazonbot',
  'cohere-ai',
  'cohere-training-data-crawler',
  'Diffbot',
  'AI2Bot',
  'Omgilibot',
  'Timpibot',
  'ImagesiftBot',
  'PanguBot',
] as const

/**
 * robots.txt: search engines may crawl everything; the AI crawlers above may crawl
 * nothing; the sitemap is named with the running origin.
 */
export function robotsTxt(siteUrl: string): string {
  const ai = AI_CRAWLERS.map((agent) => `User-agent: ${agent}`).join('\n')
  return `# Text and data mining is reserved (terms of service, § 12.5; DSM Directive art. 4(3)).
# Machine-readable: /.well-known/tdmrep.json (W3C TDMRep).
${ai}
Disallow: /

User-agent: *
Allow: /

Sitemap: ${siteUrl}/sitemap.xml
`
}
