// The day and the rates the evaluation runs with, so every expected figure is fixed: rates of
// the 26th read on the 27th of November 2026, for every province, each term, fixed and variable,
// high-ratio (insured), conventional and refinance, shaped like the rates API's rows.

import { PROVINCES, TERMS } from '#shared/constants/rates.ts'

export const EVALUATION_AS_OF = '2026-11-27'
export const EVALUATION_RATES_DATE = '2026-11-26'

export interface EvaluationRate {
  province: string
  term: string
  rateType: 'fixed' | 'variable'
  mortgageType: 'Conventional' | 'High-Ratio' | 'Refinance'
  ourRate: number
}

/** Ontario's insured fixed rates per term; the other rows are offsets from these. */
const ONTARIO_INSURED_FIXED: Readonly<Record<string, number>> = {
  '1 year': 4.89,
  '3 year': 3.94,
  '5 year': 3.68,
  '7 year': 4.29,
}
const ONTARIO_INSURED_VARIABLE_5 = 3.85
const BY_TYPE = { 'High-Ratio': 0, Conventional: 0.21, Refinance: 0.41 } as const
const BY_PROVINCE: Readonly<Record<string, number>> = {
  Ontario: 0,
  Alberta: 0.06,
  'British Columbia': 0.03,
  Quebec: 0.08,
}
const round2 = (x: number) => Math.round(x * 100) / 100

/** Every active row, as GET /api/rates (all provinces) returns them. */
export const EVALUATION_RATES: readonly EvaluationRate[] = PROVINCES.flatMap((p) => {
  const offset = BY_PROVINCE[p.name] ?? 0.1
  return (Object.keys(BY_TYPE) as (keyof typeof BY_TYPE)[]).flatMap((mortgageType) => [
    ...TERMS.map(
      (term): EvaluationRate => ({
        province: p.name,
        term,
        rateType: 'fixed',
        mortgageType,
        ourRate: round2(ONTARIO_INSURED_FIXED[term]! + BY_TYPE[mortgageType] + offset),
      }),
    ),
    {
      province: p.name,
      term: '5 year',
      rateType: 'variable',
      mortgageType,
      ourRate: round2(ONTARIO_INSURED_VARIABLE_5 + BY_TYPE[mortgageType] + offset),
    },
  ])
})
