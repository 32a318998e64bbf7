import type { MessageKey } from './en.ts'
import { pluralRules } from './intl.ts'
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

/** A noun's forms after a number: Polish "one" (1), "few" (2–4, 22–24…) and "many" (5–21, 25…). */
type NounForms = { one: string; few: string; many: string }

/**
 * The form of a noun after a number written in digits. Polish masculine-personal nouns
 * (konsultant, agent, pracownik) take the genitive plural after every number but 1
 * ("2 konsultantów", "34 konsultantów"), so their "few" form is the same as "many"; the
 * plural rules pick the category, the caller's forms say what it reads as.
 */
export function nounForm(lang: Lang, count: number, forms: NounForms): string {
  const category = pluralRules(lang).select(count)
  return category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many
}

/** "konsultant" after 1, "konsultantów" after any other number; English "agent"/"agents". */
export const agentNoun: Record<Lang, NounForms> = {
  en: { one: 'agent', few: 'agents', many: 'agents' },
  pl: { one: 'konsultant', few: 'konsultantów', many: 'konsultantów' },
}
