// Rounding and display of Canadian dollar amounts.

import { groupThousands } from '#shared/text/group-thousands.ts'

/**
 * Rounds to cents, halves away from zero. The product is first trimmed to 15 significant
 * digits so binary noise (727.005 * 100 = 72700.49999999999) does not decide the rounding.
 */
export function roundCents(amount: number): number {
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)))
  return cents === 0 ? 0 : (Math.sign(amount) * cents) / 100
}

/**
 * `abs` (≥ 0, below 1e21) rounded to `decimals` places the way Intl rounds: from the shortest
 * decimal that reads back as the number (1.005, not 1.00499…), halves away from zero.
 */
function roundedDigits(abs: number, decimals: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = (abs < 1e-6 ? '0' : String(abs)).split('.')
  const kept = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals))
  const digits = String(kept + ((fraction[decimals] ?? '0') >= '5' ? 1n : 0n)).padStart(decimals + 1, '0')
  return { whole: digits.slice(0, digits.length - decimals), fraction: digits.slice(digits.length - decimals) }
}

/**
 * Formats Canadian dollars the en-CA way: formatCAD(2908.02) → '$2,908.02',
 * formatCAD(19000, 0) → '$19,000', formatCAD(-5) → '-$5.00' (a tiny negative that rounds to
 * zero shows as '$0.00'). A non-finite amount shows as '—'. Written out, as Intl's currency
 * format says it: the first Intl format on a page loads the locale's data, a long task on a
 * phone in the first render of the pages that show amounts.
 */
export function formatCAD(amount: number, decimals = 2): string {
  if (!Number.isFinite(amount)) return '—'
  if (Math.abs(amount) >= 1e21) return formatCADWithIntl(amount, decimals)
  const { whole, fraction } = roundedDigits(Math.abs(amount), decimals)
  const negative = amount < 0 && /[1-9]/.test(whole + fraction)
  return `${negative ? '-' : ''}$${groupThousands(whole)}${decimals > 0 ? `.${fraction}` : ''}`
}

const formatters = new Map<number, Intl.NumberFormat>()

/** Intl's en-CA format of Canadian dollars (amounts too large to write out as digits). */
function formatCADWithIntl(amount: number, decimals = 2): string {
  let formatter = formatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-CA', {
      style: 'currency',
      currency: 'CAD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative', // no '-$0.00' for tiny negatives
    })
    formatters.set(decimals, formatter)
  }
  return formatter.format(amount)
}

/** Rounds down to cents (for limits that must not be exceeded), ignoring binary noise. */
export function floorCents(amount: number): number {
  const cents = Math.floor(Number((amount * 100).toPrecision(15)))
  return cents === 0 ? 0 : cents / 100
}
