import { aboutPage } from './page-about.ts'
import { aiPage } from './page-ai.ts'
import { calculatorPage } from './page-calculator.ts'
import { careerPage } from './page-career.ts'
import { homePage } from './page-home.ts'

/** The long-copy pages, one singleton each, both languages in one file: content/pages/<page>.yaml */
export const pages = {
  home: homePage,
  about: aboutPage,
  ai: aiPage,
  career: careerPage,
  calculator: calculatorPage,
}

export type PageName = keyof typeof pages
