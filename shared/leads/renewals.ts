/**
 * Funded clients by the month their term matures, and the next reminder each gets: the same
 * milestones as a visitor's renewal reminders (180, 120 and 30 days before maturity). Pure; the
 * agent's Renewals list reads the leads on the device, so it works offline.
 */
import { RENEWAL_REMINDER_DAYS } from '#shared/schemas/renewal-reminders.ts'
import { addDays, type Day, isDay } from '#shared/time/toronto-time.ts'

export type RenewalLead = {
  id: string
  clientName: string
  status: string
  dealMaturityOn?: string | null
  dealAmount?: number | null
  dealLenderName?: string | null
}

export type RenewalEntry<L extends RenewalLead> = {
  lead: L
  maturityOn: Day
  /** Whole days from today to maturity (0 on the day). */
  daysLeft: number
  /** The next reminder still to come: its day and how many days before maturity it falls. */
  nextReminder: { on: Day; daysBefore: number } | null
}

export type RenewalMonth<L extends RenewalLead> = {
  /** 'YYYY-MM'. */
  month: string
  entries: RenewalEntry<L>[]
}

const DAY_MS = 86_400_000
const dayNumber = (day: Day) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))

/**
 * Funded leads whose maturity is today or later, soonest first, grouped by maturity month.
 * A lead at another stage, or without a maturity date, is left out.
 */
export function renewalMonths<L extends RenewalLead>(leads: readonly L[], today: Day): RenewalMonth<L>[] {
  const entries: RenewalEntry<L>[] = []
  for (const lead of leads) {
    const maturity = lead.dealMaturityOn
    if (lead.status !== 'funded' || !maturity || !isDay(maturity) || maturity < today) continue
    const daysLeft = Math.round((dayNumber(maturity) - dayNumber(today)) / DAY_MS)
    const next = RENEWAL_REMINDER_DAYS.find((d) => d <= daysLeft)
    entries.push({
      lead,
      maturityOn: maturity,
      daysLeft,
      nextReminder: next === undefined ? null : { on: addDays(maturity, -next), daysBefore: next },
    })
  }
  entries.sort((a, b) => (a.maturityOn < b.maturityOn ? -1 : a.maturityOn > b.maturityOn ? 1 : 0))
  const months: RenewalMonth<L>[] = []
  for (const entry of entries) {
    const month = entry.maturityOn.slice(0, 7)
    const last = months.at(-1)
    if (last?.month === month) last.entries.push(entry)
    else months.push({ month, entries: [entry] })
  }
  return months
}

let monthFormat: Intl.DateTimeFormat | undefined
/** 'YYYY-MM' as 'December 2031'. */
export function monthWords(month: string): string {
  monthFormat ??= new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' })
  return monthFormat.format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)))
}

/** One row of the admin's Renewals (`GET /api/admin/leads/renewals`): a funded lead and its agent. */
export type AdminRenewal = RenewalLead & { agentName: string | null }

/** The next reminder in words: 'Next reminder Jul 19, 2029 (180 days before)', or how soon it matures. */
export function reminderWords(entry: RenewalEntry<RenewalLead>, formatDay: (day: string) => string): string {
  if (entry.nextReminder)
    return `Next reminder ${formatDay(entry.nextReminder.on)} (${entry.nextReminder.daysBefore} days before)`
  return entry.daysLeft === 0
    ? 'Matures today'
    : `Matures in ${entry.daysLeft} ${entry.daysLeft === 1 ? 'day' : 'days'}`
}
