import type { Choice } from '#app/components/form/labelled-select.tsx'
import { PROVINCES, type ProvinceCode, TERMS, type Term } from '#shared/constants/rates.ts'

/** The provinces and terms as the rates page's and the alert form's selects offer them. */
export const PROVINCE_CHOICES: readonly Choice<ProvinceCode>[] = PROVINCES.map((p) => ({
  value: p.code,
  label: p.name,
}))
export const TERM_CHOICES: readonly Choice<Term>[] = TERMS.map((t) => ({ value: t, label: t }))
