// Land transfer tax: Ontario's provincial tax and Toronto's municipal tax (marginal brackets
// from the dated rules table), with first-time buyer rebates. Other provinces: not yet.

import { PROVINCES, type ProvinceCode } from '#shared/constants/rates.ts'
import { roundCents } from './money'
import { type IsoDate, rulesInForce, type TaxBracket } from './rules'

export interface LandTransferTaxInput {
  price: number
  /** Two-letter code ('ON') or full name ('Ontario'), any case. */
  province: string
  inToronto: boolean
  firstTimeBuyer: boolean
  asOf?: Date | IsoDate
}

export interface LandTransferTaxResult {
  provincial: number
  municipal: number
  provincialRebate: number
  municipalRebate: number
  /** provincial + municipal − rebates. */
  total: number
  /** Set when the province is not supported (all amounts are then 0). */
  note?: string
}

function simplify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

/**
 * 'on', 'ON', 'Ontario' → 'ON'; 'Québec' → 'QC'; unknown → null (unlike the rates display,
 * a tax must not silently fall back to Ontario).
 */
export function provinceCode(province: string): ProvinceCode | null {
  const wanted = simplify(province)
  const found = PROVINCES.find((p) => wanted === p.code.toLowerCase() || wanted === simplify(p.name))
  return found?.code ?? null
}

/** Tax on `price` with each bracket's percentage applied to the part of the price inside it. */
export function marginalTax(price: number, brackets: readonly TaxBracket[]): number {
  let tax = 0
  let lower = 0
  for (const { upTo, pct } of brackets) {
    if (price <= lower) break
    tax += ((Math.min(price, upTo) - lower) * pct) / 100
    lower = upTo
  }
  return roundCents(tax)
}

export function landTransferTax(input: LandTransferTaxInput): LandTransferTaxResult {
  const { price } = input
  if (!Number.isFinite(price) || price < 0) throw new RangeError('price must be a finite number ≥ 0')
  const code = provinceCode(input.province)
  if (code !== 'ON') {
    const where = code ? PROVINCES.find((p) => p.code === code)?.name : `"${input.province}"`
    return {
      provincial: 0,
      municipal: 0,
      provincialRebate: 0,
      municipalRebate: 0,
      total: 0,
      note: `Land transfer tax for ${where} is not yet supported.`,
    }
  }
  const rules = rulesInForce(input.asOf)
  const ontario = rules.ontarioLandTransferTax
  const toronto = rules.torontoLandTransferTax
  const provincial = marginalTax(price, ontario.brackets)
  const municipal = input.inToronto ? marginalTax(price, toronto.brackets) : 0
  const provincialRebate = input.firstTimeBuyer ? Math.min(provincial, ontario.firstTimeBuyerRebateMax) : 0
  const municipalRebate = input.firstTimeBuyer ? Math.min(municipal, toronto.firstTimeBuyerRebateMax) : 0
  return {
    provincial,
    municipal,
    provincialRebate,
    municipalRebate,
    total: roundCents(provincial + municipal - provincialRebate - municipalRebate),
  }
}
