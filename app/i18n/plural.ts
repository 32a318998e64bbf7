import { pluralRules } from '../lib/language/intl.ts'
import type { MessageKey } from './en.ts'
import type { Lang } from './languages.ts'
import type { Translate } from './translate.ts'

type PluralBase<K extends string> = K extends `${infer B}.one` ? B : never
export type PluralKey = PluralBase<MessageKey>

/**
 * A counted phrase in the right plural form: Polish needs one/few/many
 * ("1 minuta", "3 minuty", "5 minut"); each such key has .one/.few/.many/.other variants.
 */
export function plural(t: Translate, lang: Lang, base: PluralKey, count: number): string {
  const category = pluralRules(lang).select(count)
  const form = (['one', 'few', 'many'].includes(category) ? category : 'other') as 'one' | 'few' | 'many' | 'other'
  return t(`${base}.${form}` as MessageKey, { count })
}
