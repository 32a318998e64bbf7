import type { Lang } from '../../i18n/languages.ts'

/**
 * The rules of the home page's client quotes (content/pages/home.yaml), one of the content
 * rules of ./content-rules.ts: each quote is one of the testimonials in the company facts
 * (content/company.yaml), which say whether it is a sample, and both languages quote the same
 * ones in the same order. The editor refuses an unknown id under the field (schema/page-home.ts,
 * with the testimonials the editor's index read); the build refuses both, naming the file, the
 * field and the language (integrations/content/content-problems.ts), as the loader does
 * (app/content/pages.server.ts).
 */

/** A quote's id that no testimonial in the company facts has. */
export function unknownTestimonialProblem(id: string, testimonials: readonly string[]): string | undefined {
  return testimonials.includes(id)
    ? undefined
    : `"${id}" is not a testimonial in the company facts: add it there first, or use one of: ${testimonials.join(', ')}. / „${id}” nie jest opinią w danych firmy: najpierw ją tam dodaj albo użyj jednej z: ${testimonials.join(', ')}.`
}

/** The Polish quotes are not the English ones (the same ids, in the same order). */
export function quoteIdsProblem(en: readonly string[], pl: readonly string[]): string | undefined {
  return en.join(', ') === pl.join(', ')
    ? undefined
    : `Quote the same testimonials in both languages, in the same order: English ${en.join(', ') || '(none)'}, Polish ${pl.join(', ') || '(none)'}. / Cytuj te same opinie w obu językach, w tej samej kolejności.`
}

type HomeEntry = Record<string, unknown>
const LANG_NAMES: Record<Lang, string> = { en: 'English', pl: 'Polish' }

// The two casts below read entries the build checks before they are known valid
// (integrations/content/content-problems.ts); a missing list reads as no ids. Zod would
// parse them, but this module is in the editor's browser bundle, which then loads Zod with it.

/** The ids of a language's quotes in a home page entry as the file holds it. */
const idsOf = (entry: HomeEntry, lang: Lang) =>
  ((entry[lang] as { quotes?: { id?: unknown }[] } | undefined)?.quotes ?? []).map(({ id }) => String(id ?? ''))

/** The testimonial ids of the company facts as the file holds them. */
export const testimonialIdsOf = (company: HomeEntry | undefined) =>
  ((company?.testimonials as { id?: unknown }[] | undefined) ?? []).map(({ id }) => String(id ?? ''))

/** Every problem of the home page's quotes, one line each: `file: lang.quotes (Language): why`. */
export function homeQuoteProblems(file: string, home: HomeEntry, testimonials: readonly string[]): string[] {
  const same = quoteIdsProblem(idsOf(home, 'en'), idsOf(home, 'pl'))
  return [
    ...(same ? [`${file}: pl.quotes (Polish): ${same}`] : []),
    ...(['en', 'pl'] as const).flatMap((lang) =>
      idsOf(home, lang).flatMap((id, i) => {
        const problem = unknownTestimonialProblem(id, testimonials)
        return problem ? [`${file}: ${lang}.quotes.${i}.id (${LANG_NAMES[lang]}): ${problem}`] : []
      }),
    ),
  ]
}
