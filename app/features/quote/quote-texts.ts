// Texts and types the dialog shell needs, without the maths (keeps its chunk small).

export type QuoteKind = 'purchase' | 'renewal'

export const QUOTE_TITLES: Record<QuoteKind, string> = {
  purchase: 'Buying a Home - Mortgage Calculator',
  renewal: 'Renewal/Refinancing - Mortgage Calculator',
}

/** Values another page can hand to the dialog (the affordability page's "Get Prequalified Now"). */
export interface QuotePrefill {
  price?: number
  downPayment?: number
  amortizationYears?: number
  annualRatePct?: number
}
