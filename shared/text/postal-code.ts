// Canadian postal code: no D F I O Q U anywhere, no W or Z as first letter. Zod-free, so page
// chunks can check it without loading the schemas (shared/schemas/leads.ts uses it too).
const CA_POSTAL_RE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i

/** Returns `A1A 1A1` or null. */
export function parseCanadianPostalCode(input: string): string | null {
  const m = CA_POSTAL_RE.exec(input.trim())
  return m ? `${m[1]} ${m[2]}`.toUpperCase() : null
}
