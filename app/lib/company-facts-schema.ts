import { z } from 'zod'
import type { CompanyFacts } from '../site.config.ts'

const flagged = { sample: z.boolean() }

/**
 * The shape of the company facts, for facts that come from a file rather than from
 * app/site.config.ts (the launch check's `--facts`, and the content files that will
 * hold them once copy moves out of TypeScript).
 */
export const companyFactsSchema = z.object({
  brand: z.string().min(1),
  legalName: z.string().min(3),
  address: z.object({
    street: z.string().min(3),
    postalCode: z.string().regex(/^\d{2}-\d{3}$/, 'a Polish postal code such as 42-200'),
    city: z.string().min(2),
    countryCode: z.string().length(2),
    ...flagged,
  }),
  email: z.email(),
  recruitmentEmail: z.email(),
  privacyEmail: z.email(),
  phone: z.object({ display: z.string().min(6), ...flagged }),
  registry: z.object({
    court: z.object({ pl: z.string().min(10), en: z.string().min(10) }),
    krs: z.string(),
    nip: z.string(),
    regon: z.string(),
    ...flagged,
  }),
  shareCapitalPln: z.number().nonnegative(),
  foundedYear: z.number().int().min(1900),
  figures: z.record(
    z.string(),
    z.object({
      value: z.number(),
      format: z.enum(['percent', 'signedPercent', 'plus', 'number']),
      source: z.string().min(5),
      ...flagged,
    }),
  ),
  testimonials: z.array(z.object({ id: z.string().min(1), source: z.string(), ...flagged })),
  caseStudies: z.array(z.object({ slug: z.string().min(1), ...flagged })),
}) satisfies z.ZodType<CompanyFacts>
