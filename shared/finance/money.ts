// Rounding and display of Canadian dollar amounts.

/**
 * Rounds to cents, halves away from zero. The product is first trimmed to 15 significant
 * digits so binary noise (727.005 * 100 = 72700.49999999999) does not decide the rounding.
 */
export function roundCents(amount: number): number {
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)))
  return cents === 0 ? 0 : (Math.sign(amount) * cents) / 100
}

const formatters = new Map<number, Intl.NumberFormat>()

/**
 * Formats Canadian dollars the en-CA way: formatCAD(2908.02) → '$2,908.02',
 * formatCAD(19000, 0) → '$19,000'. A non-finite amount shows as '—'.
 */
export function formatCAD(amount: number, decimals = 2): string {
  if (!Number.isFinite(amount)) return '—'
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
