// The stress test: lenders qualify a borrower at the greater of the contract rate plus the
// buffer and the floor (the minimum qualifying rate), from the dated rules table.

import { type IsoDate, rulesInForce } from './rules'

export interface QualifyingRateResult {
  /** max(contract + buffer, floor), in percent. */
  qualifyingRatePct: number
  /** Which side set it: the contract rate plus the buffer, or the floor. */
  by: 'buffer' | 'floor'
}

export function qualifyingRate(contractRatePct: number, asOf?: Date | IsoDate): QualifyingRateResult {
  if (!Number.isFinite(contractRatePct) || contractRatePct < 0)
    throw new RangeError('contractRatePct must be a finite number ≥ 0')
  const { bufferPct, floorPct } = rulesInForce(asOf).stressTest
  // Trimmed so 3.89 + 2 is 5.89, not 5.890000000000001.
  const buffered = Math.round((contractRatePct + bufferPct) * 1e6) / 1e6
  return buffered >= floorPct
    ? { qualifyingRatePct: buffered, by: 'buffer' }
    : { qualifyingRatePct: floorPct, by: 'floor' }
}
