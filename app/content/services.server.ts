import { z } from 'zod'
import type { Lang } from '../i18n/languages'
import { polishTypographyDeep } from '../lib/polish-typography'
import { figures } from '../site.config'
import { industries, type ServiceContent, type ServiceSlug, serviceSlugs } from './types'

const titled = z.object({ title: z.string().min(2), text: z.string().min(10) })

/** Guards the content files: a bad one fails the build with its file and field named. */
export const serviceSchema = z.object({
  slug: z.enum(serviceSlugs),
  name: z.string().min(2),
  summary: z.string().min(20).max(200),
  metaTitle: z.string().min(10).max(70),
  metaDescription: z.string().min(70).max(170),
  headline: z.string().min(10),
  lead: z.string().min(40),
  intro: z.array(z.string().min(40)).min(1),
  included: z.array(titled).min(4).max(6),
  steps: z.array(titled).min(3).max(5),
  figures: z
    .array(z.enum(Object.keys(figures) as [keyof typeof figures]))
    .min(1)
    .max(4),
  industries: z.array(z.enum(industries)).min(2).max(5),
  faqs: z
    .array(z.object({ question: z.string().min(10), answer: z.string().min(20) }))
    .min(4)
    .max(6),
  related: z.array(z.enum(serviceSlugs)).min(2).max(4),
})

const modules = import.meta.glob<{ default: ServiceContent }>('/content/services/*/*.ts', {
  eager: true,
})

function load(): Record<Lang, Map<ServiceSlug, ServiceContent>> {
  const out: Record<Lang, Map<ServiceSlug, ServiceContent>> = { en: new Map(), pl: new Map() }
  for (const [file, mod] of Object.entries(modules)) {
    const match = /\/content\/services\/(en|pl)\/([\w-]+)\.ts$/.exec(file)
    if (!match) throw new Error(`${file}: expected content/services/<en|pl>/<slug>.ts`)
    const [, lang, slug] = match as unknown as [string, Lang, string]
    const parsed = serviceSchema.safeParse(mod.default)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new Error(`${file}: ${issue?.path.join('.')}: ${issue?.message}`)
    }
    if (parsed.data.slug !== slug) throw new Error(`${file}: slug "${parsed.data.slug}" differs from the file name`)
    if (parsed.data.related.includes(parsed.data.slug)) throw new Error(`${file}: related lists the page itself`)
    // Polish copy gets its non-breaking spaces here, once, for pages, menus and meta tags alike.
    out[lang].set(parsed.data.slug, lang === 'pl' ? polishTypographyDeep(mod.default) : mod.default)
  }
  for (const lang of ['en', 'pl'] as const) {
    const missing = serviceSlugs.filter((slug) => !out[lang].has(slug))
    if (missing.length) throw new Error(`content/services/${lang}: missing ${missing.join(', ')}`)
  }
  return out
}

const services = load()

export function getService(lang: Lang, slug: string): ServiceContent | undefined {
  return services[lang].get(slug as ServiceSlug)
}

export function listServices(lang: Lang): ServiceContent[] {
  return serviceSlugs.map((slug) => services[lang].get(slug) as ServiceContent)
}

export type ServiceLink = { slug: ServiceSlug; name: string; summary: string }

export function serviceLinks(lang: Lang): ServiceLink[] {
  return listServices(lang).map(({ slug, name, summary }) => ({ slug, name, summary }))
}
