import { type Lang, languages } from '../../i18n/languages.ts'
import { serviceKeys } from '../../lib/catalog/catalog-keys.ts'
import { MAX_IMAGE_BYTES } from '../../lib/images/image-variants.ts'
import type { Figure } from '../../site.config.ts'
import { industryKeys } from '../schema/options.ts'

/**
 * Every content rule that the schema's field types cannot state, in one folder: here the rules
 * across content types, and beside it a module per content type (a legal version's key and date,
 * the home page's quotes, the calculator's text keys). The editor
 * refuses a save with these messages under the field (../schema/field-rules.ts wraps the fields with
 * them); the build refuses a file changed outside the editor with the same rules, naming the
 * file and the field (integrations/content/site-content.ts); a loader that meets content the
 * build let through (app/content/*.server.ts) fails with them too. Each rule returns why a
 * value breaks it, or undefined.
 */

/** The collections whose entries the site's code names: none may be added, renamed or deleted. */
export const FIXED_COLLECTIONS: Readonly<Record<string, readonly string[]>> = {
  services: serviceKeys,
  industries: industryKeys,
}

/** Each entry of a fixed collection that the site does not know, and each one it needs that is missing. */
export function fixedCollectionProblems(
  name: string,
  dir: string,
  entries: readonly { key: string; file: string }[],
): string[] {
  const fixed = FIXED_COLLECTIONS[name]
  if (!fixed) return []
  const keys = new Set(entries.map(({ key }) => key))
  return [
    ...entries.flatMap(({ key, file }) =>
      fixed.includes(key) ? [] : [`${file}: key (both languages): "${key}" is not one of the site's ${name}`],
    ),
    ...fixed.flatMap((key) =>
      keys.has(key)
        ? []
        : [
            `${dir}/${key}.yaml: key (both languages): missing; the site has a page for it – restore it: git checkout HEAD -- ${dir}/${key}.yaml (a developer can help) / przywróć plik z historii Git (pomoże programista)`,
          ],
    ),
  ]
}

/** How many items a list takes, at least and at most. */
export type Count = { readonly min: number; readonly max: number }

/**
 * How many choices each multiple choice of the content takes. Keystatic's multiselect has
 * no limits of its own, so the editor states and checks these (../schema/field-rules.ts `counted`,
 * the fields' descriptions through countRange) and the build checks them again
 * (countProblem, in the loaders and integrations/content/content-problems.ts).
 */
export const COUNTS = {
  /** A service page: the company figures it shows, the industries it suits, the services it ends with. */
  serviceFigures: { min: 1, max: 4 },
  serviceIndustries: { min: 2, max: 5 },
  relatedServices: { min: 2, max: 4 },
  /** An industry page: the services that fit it. */
  industryServices: { min: 2, max: 5 },
  /** A case study: the services it used. */
  caseStudyServices: { min: 1, max: 3 },
  /** The AI page: the company figures it shows. */
  aiPageFigures: { min: 1, max: 4 },
} as const satisfies Record<string, Count>

/** A whole number the content takes: its lowest, its highest, and what a new entry starts with. */
export type Bounded = { readonly min: number; readonly max: number; readonly defaultValue: number }

/**
 * The booking settings' numbers (content/booking.yaml). The editor's fields take their limits
 * from here (schema/booking.ts), and the server reading the settings
 * (app/backend/booking/booking-settings.server.ts) holds a value to them too.
 */
export const BOOKING_NUMBERS = {
  slotMinutes: { min: 10, max: 240, defaultValue: 30 },
  bufferMinutes: { min: 0, max: 120, defaultValue: 15 },
  noticeHours: { min: 0, max: 336, defaultValue: 4 },
  horizonDays: { min: 1, max: 120, defaultValue: 28 },
  seats: { min: 1, max: 20, defaultValue: 1 },
} as const satisfies Record<string, Bounded>

/** A booking day's start or end: "09:00", up to "24:00"; empty for no calls that day. */
export const BOOKING_TIME = /^([01]\d|2[0-4]):[0-5]\d$/

/** A count as the editor's descriptions and the messages write it: "2–5". */
export const countRange = ({ min, max }: Count) => `${min}–${max}`

/** A list of `field` with fewer or more items than it takes, as the build reports it. */
export function countProblem(field: string, list: readonly unknown[], count: Count): string | undefined {
  return list.length < count.min || list.length > count.max ? `${field}: choose ${countRange(count)}` : undefined
}

/** The editor's message under a multiple choice with `chosen` items, when that is not what it takes. */
export function countMessage(chosen: number, count: Count): string | undefined {
  return chosen < count.min || chosen > count.max
    ? `Choose ${countRange(count)} (now ${chosen}). / Wybierz ${countRange(count)} (teraz ${chosen}).`
    : undefined
}

/**
 * A service page among its own related services: the editor's message under the field and,
 * after `related:`, the build's and the loader's line.
 */
export function relatedToItself(key: string, related: readonly string[]): string | undefined {
  return related.includes(key)
    ? 'Choose other services: a page cannot list itself. / Wybierz inne usługi – strona nie może wskazywać samej siebie.'
    : undefined
}

/** A service page's own lists: not related to itself, and as many related services, figures and industries as they take. */
export function serviceProblems(
  key: string,
  entry: { related: readonly string[]; figures: readonly string[]; industries: readonly string[] },
): string[] {
  const itself = relatedToItself(key, entry.related)
  return [
    itself && `related: ${itself}`,
    countProblem('related', entry.related, COUNTS.relatedServices),
    countProblem('figures', entry.figures, COUNTS.serviceFigures),
    countProblem('industries', entry.industries, COUNTS.serviceIndustries),
  ].filter((problem) => problem !== undefined)
}

/** A job's salary range: "To" at least "From". */
export function salaryProblem(min: number | null | undefined, max: number | null | undefined): string | undefined {
  return typeof min === 'number' && typeof max === 'number' && max < min
    ? `"To" must be at least "From" (${min}). / „Do” nie może być mniejsze niż „Od” (${min}).`
    : undefined
}

/**
 * What one entry claims that no other entry of its collection may share: its slug in one
 * language, or the figures a case study proves. `file` names the entry as the caller knows
 * it (the build: its file; the editor's index: its key).
 */
export type Claim = { file: string; values: readonly string[] }

/** Who owns each claimed value: the first entry that claims it. The editor's index of what others use holds this. */
export function ownersOf(claims: readonly Claim[]): Record<string, string> {
  const owners: Record<string, string> = Object.create(null)
  for (const { file, values } of claims) for (const value of values) owners[value] ??= file
  return owners
}

/**
 * The one rule for a shared value: it belongs to its first owner, so another entry
 * claiming it is refused, naming the owner. The editor asks under the field
 * (../schema/field-rules.ts `takenBy`, with the index of the saved files); the build asks for every
 * entry (claimedTwice, from the loaders and integrations/content/content-problems.ts).
 */
export function claimedByAnother(
  owners: Readonly<Record<string, string>>,
  value: string,
  self: string | undefined,
): string | undefined {
  const owner = Object.hasOwn(owners, value) ? owners[value] : undefined
  return owner !== undefined && owner !== self ? owner : undefined
}

/** Values that two entries claim (a slug in one language, a figure): each belongs to the first. */
export function claimedTwice(claims: readonly Claim[]): { file: string; value: string; owner: string }[] {
  const owners = ownersOf(claims)
  return claims.flatMap(({ file, values }) =>
    values.flatMap((value) => {
      const owner = claimedByAnother(owners, value, file)
      return owner ? [{ file, value, owner }] : []
    }),
  )
}

/** An entry's slug in each language it has one. */
export type Slugged = { file: string; slugs: Partial<Record<Lang, string>> }

/** Slugs two entries of a collection share in one language: each belongs to the first. */
export function slugClashes(entries: readonly Slugged[]): { file: string; lang: Lang; value: string; owner: string }[] {
  return languages.flatMap((lang) =>
    claimedTwice(entries.map(({ file, slugs }) => ({ file, values: slugs[lang] ? [slugs[lang]] : [] }))).map(
      (clash) => ({ ...clash, lang }),
    ),
  )
}

/** A URL slug another entry of the collection uses in that language. */
export const slugTakenMessage = (value: string, owner: string) =>
  `"${value}" is already the address of "${owner}": choose another. / Ten adres ma już wpis „${owner}”: wybierz inny.`

/** Figures another case study already proves: each belongs to one. */
export const figuresTakenMessage = (clash: readonly string[]) =>
  `Each figure belongs to one case study; already taken: ${clash.join(', ')}. / Każda liczba należy do jednego case study; zajęte: ${clash.join(', ')}.`

/** An upload the site can send as it is. */
export function imageSizeProblem(bytes: number): string | undefined {
  if (bytes <= MAX_IMAGE_BYTES) return undefined
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1)
  return `The file is ${mb(bytes)} MB; the limit is ${mb(MAX_IMAGE_BYTES)} MB. Export it at most 1920 pixels wide (JPEG quality about 80). / Plik ma ${mb(bytes)} MB, limit to ${mb(MAX_IMAGE_BYTES)} MB: zapisz go w szerokości do 1920 px.`
}

type ArticleDoc = { textContent: string; descendants(visit: (node: ArticleNode) => boolean | undefined): void }
type ArticleNode = { type: { name: string }; textContent: string }

/** The text of an article in one language: not empty, and no heading without words. */
export function articleProblem(doc: ArticleDoc, lang: Lang): string | undefined {
  if (!doc.textContent.trim())
    return lang === 'pl'
      ? 'The Polish article is empty: write it or copy the English one to translate. / Polski artykuł jest pusty.'
      : 'The English article is empty. / Angielski artykuł jest pusty.'
  let emptyHeading = false
  doc.descendants((node) => {
    if (node.type.name === 'heading' && !node.textContent.trim()) emptyHeading = true
    return !emptyHeading
  })
  return emptyHeading
    ? 'A heading has no text: type it, or remove the heading. / Nagłówek jest pusty: wpisz go albo usuń.'
    : undefined
}

// What editors type when a field asks for a description and they have none: a file name,
// or a word that only says there is a picture. A screen reader would read it out as is.
const FILE_NAME = /\.(?:jpe?g|png|webp|avif|gif|svg|heic)$/i
const PLACEHOLDER = /^(?:image|photo|photograph|picture|img|zdjęcie|zdjecie|obraz|obrazek|fotografia|foto)[\s_-]*\d*$/i

/**
 * A picture's alternative text in one language: these pictures carry meaning, so an empty
 * (decorative) description, a file name or a placeholder word is refused with what to write.
 */
export function descriptionProblem(value: string | null, lang: Lang): string | undefined {
  const text = (value ?? '').trim()
  if (!text)
    return lang === 'pl'
      ? 'Describe the picture in Polish: it shows real people and places, so it cannot be left without a description. / Opisz zdjęcie po polsku: pokazuje prawdziwych ludzi i miejsca, więc opis jest obowiązkowy.'
      : 'Describe the picture in English: it shows real people and places, so it cannot be left without a description. / Opisz zdjęcie po angielsku: opis jest obowiązkowy.'
  if (FILE_NAME.test(text) || PLACEHOLDER.test(text))
    return `"${text}" does not say what the picture shows: describe it in a sentence, e.g. "Three consultants at their desks in our Częstochowa office". / „${text}” nie mówi, co widać na zdjęciu: opisz je jednym zdaniem, np. „Trzy konsultantki przy biurkach w naszym biurze w Częstochowie”.`
  return undefined
}

/** A case study as the figure evidence rule reads it. */
export type EvidenceStudy = { key: string; sample: boolean; figures: readonly string[] }

/**
 * Why a case study cannot prove `figure`, or undefined when it can: it must exist, be no
 * sample, and list the figure among the metrics it reports. The editor asks with what it
 * knows of the saved case studies (../schema/field-rules.ts); the build with the files.
 */
export function evidenceProblem(figure: string, study: EvidenceStudy | undefined, key: string): string | undefined {
  if (!study) return `There is no case study "${key}". / Nie ma realizacji „${key}”.`
  if (study.sample)
    return `"${key}" is a sample case study: a sample proves nothing. / „${key}” to przykładowa realizacja: przykład niczego nie dowodzi.`
  if (!study.figures.includes(figure))
    return `"${key}" does not report this metric: tick it among the metrics of that case study first, if its results show it. / Realizacja „${key}” nie podaje tej miary: najpierw zaznacz ją w tej realizacji, jeśli jej wyniki ją pokazują.`
  return undefined
}

/**
 * Each figure whose evidence names a case study that cannot prove it (missing, a sample, or
 * not reporting that metric), as `figures.<key>.evidence.caseStudy: why`. The build refuses
 * the content while any remain, as the editor refuses the save (../schema/field-rules.ts).
 */
export function figureEvidenceProblems(
  figures: Readonly<Record<string, Figure>>,
  studies: readonly EvidenceStudy[],
): string[] {
  const byKey = new Map(studies.map((study) => [study.key, study]))
  return Object.entries(figures).flatMap(([key, figure]) => {
    const cited = figure.evidence.caseStudy
    const problem = cited ? evidenceProblem(key, byKey.get(cited), cited) : undefined
    return problem ? [`figures.${key}.evidence.caseStudy: ${problem}`] : []
  })
}
