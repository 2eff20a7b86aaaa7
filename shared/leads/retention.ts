import { BRAND_POLICIES } from '#shared/config/brand-policies.ts'

/**
 * How long an archived lead is kept: from the moment it is archived, the brokerage's retention
 * period in whole years (`BRAND_POLICIES.recordsYears`, 6 by default: the regulator's minimum for
 * client files, funded or not). The same instant of the day, `years` calendar years later; an
 * archive on 29 February is kept until 1 March of a year without one (never a day short).
 */
export function retainUntil(archivedAt: Date, years: number = BRAND_POLICIES.recordsYears): Date {
  if (!Number.isInteger(years) || years < 0) throw new RangeError('years must be a whole number ≥ 0')
  const until = new Date(archivedAt.getTime())
  until.setUTCFullYear(until.getUTCFullYear() + years)
  return until
}

/** An archived lead may be erased when its retention has passed and no legal hold keeps it. */
export function isErasable(lead: { retainUntil: Date | null; legalHoldAt: Date | null }, now: Date): boolean {
  return lead.retainUntil !== null && lead.legalHoldAt === null && lead.retainUntil.getTime() <= now.getTime()
}
