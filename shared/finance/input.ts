// Reading numbers typed into calculator fields. Forms keep the visitor's text as typed and
// read it with these, so "500,000", "$500 000" and "4.84%" all work and nothing else does.

const NUMBER = /^\d+(?:\.\d*)?$|^\.\d+$/

/**
 * The number in a field's text, or NaN when the text is empty or not a plain non-negative
 * number. Ignores spaces (also narrow no-break spaces), thousands commas, a leading '$' and a
 * trailing '%'. Negative numbers, exponents ('1e6'), 'Infinity' and two decimal points are NaN,
 * so validation reports them instead of the page computing with them.
 */
export function parseDecimalInput(text: string | null | undefined): number {
  if (typeof text !== 'string') return Number.NaN
  const cleaned = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^\$/, '')
    .replace(/%$/, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '')
  if (!NUMBER.test(cleaned)) return Number.NaN
  const value = Number(cleaned)
  return Number.isFinite(value) ? value : Number.NaN
}

/**
 * Like parseDecimalInput, but an empty field means 0 (optional amounts such as condo fees).
 * Text that is not a number is still NaN.
 */
export function parseOptionalDecimalInput(text: string | null | undefined): number {
  if (typeof text !== 'string' || text.trim() === '') return 0
  return parseDecimalInput(text)
}

/** A share as a percentage with one decimal: formatShare(0.6532) → '65.3%'. Non-finite → '—'. */
export function formatShare(fraction: number): string {
  if (!Number.isFinite(fraction)) return '—'
  const pct = Math.round(Number((fraction * 1000).toPrecision(15))) / 10
  return `${pct.toFixed(1)}%`
}
