// Links under the answers. The prefilled calculator inputs travel as search params whose names
// follow each calculator's form values (app/features/calculators/*-model.ts), see README.md.

import type { ChatLink, ChatLinkTarget } from './types'

export function chatLink(label: string, to: ChatLinkTarget, search: ChatLink['search'] = {}): ChatLink {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) params.set(key, String(value))
  const query = params.toString()
  return { label, to, search, href: query ? `${to}?${query}` : to }
}

/** /mortgage-calculator: amount, rate (a custom rate in percent), amortization (years). */
export function paymentCalculatorLink(
  search: { amount?: number; rate?: number; amortization?: number } = {},
): ChatLink {
  return chatLink(
    search.amount ? 'Open the payment calculator with these numbers' : 'Open the payment calculator',
    '/mortgage-calculator',
    clean(search),
  )
}

/** /calculators (closing costs): price, downPayment, inToronto, firstTimeBuyer. */
export function closingCostsLink(
  search: { price?: number; downPayment?: number; inToronto?: boolean; firstTimeBuyer?: boolean } = {},
): ChatLink {
  return chatLink(
    search.price ? 'See your closing costs with these numbers' : 'Open the closing costs calculator',
    '/calculators',
    clean(search),
  )
}

/** /affordability-calculator: annualIncome, downPayment. */
export function affordabilityLink(search: { annualIncome?: number; downPayment?: number } = {}): ChatLink {
  return chatLink('Open the affordability calculator', '/affordability-calculator', clean(search))
}

export const RATES_LINK = chatLink("See today's rates", '/rates')
export const CONTACT_LINK = chatLink('Contact a licensed agent', '/contact')

function clean<T extends object>(search: T): ChatLink['search'] {
  const out: ChatLink['search'] = {}
  for (const [key, value] of Object.entries(search))
    if (value !== undefined && value !== false) out[key] = value as string | number | boolean
  return out
}
