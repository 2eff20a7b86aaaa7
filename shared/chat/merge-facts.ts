// How the facts of a conversation add up, message after message: read by the engine (its own
// chunk) apart from the understanding of a message (slots.ts, a chunk loaded beside it).

import type { Facts } from './slots'

/** Facts of a later message over an earlier one; incomes join when the visitor adds one. */
export function mergeFacts(earlier: Facts, later: Facts, addIncome = false): Facts {
  const merged: Facts = { ...earlier, ...later }
  if (addIncome && earlier.incomes && later.incomes) merged.incomes = [...earlier.incomes, ...later.incomes]
  // A new price or mortgage amount replaces the other way of giving the amount.
  if (later.loan !== undefined && later.price === undefined) {
    delete merged.price
    if (later.down === undefined) delete merged.down
  }
  if (later.price !== undefined && later.loan === undefined) delete merged.loan
  return merged
}
