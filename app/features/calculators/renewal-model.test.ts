import { describe, expect, it } from 'vitest'
import { leadPayloadSchemas } from '#shared/schemas/leads.ts'
import {
  buildRenewalLead,
  closestTermYears,
  computeRenewal,
  monthsUntil,
  RENEWAL_DEFAULTS,
  type RenewalFormValues,
  type RenewalRateRow,
  readStoredRenewalValues,
  renewalQuoteProblems,
} from './renewal-model'

const ROWS: RenewalRateRow[] = [
  { term: '3 year', rateType: 'fixed', mortgageType: 'Conventional', postedRate: 5.49, ourRate: 4.39 },
  { term: '3 year', rateType: 'fixed', mortgageType: 'High-Ratio', postedRate: 5.49, ourRate: 4.09 },
  { term: '5 year', rateType: 'fixed', mortgageType: 'Conventional', postedRate: 5.99, ourRate: 4.19 },
  { term: '5 year', rateType: 'fixed', mortgageType: 'Conventional', postedRate: 5.99, ourRate: 4.29 },
  { term: '5 year', rateType: 'fixed', mortgageType: 'Refinance', postedRate: 5.99, ourRate: 3.99 },
  { term: '5 year', rateType: 'variable', mortgageType: 'Conventional', postedRate: 6.2, ourRate: 4.45 },
]

// The penalty check: $400,000 fixed at 5.19 %, 30 months left, posted at signing 6.49 %, posted
// today for the closest term (3 years) 5.49 %, published 4.39 %.
const CHECK: RenewalFormValues = {
  ...RENEWAL_DEFAULTS,
  balance: '400,000',
  rate: '5.19',
  monthsLeft: '30',
  postedAtSigning: '6.49',
  offerRate: '4.89',
  amortizationYears: '25',
  switchingCosts: '1000',
}

describe('computeRenewal', () => {
  it('estimates the penalty by both methods with our table filling the comparison rates', () => {
    const c = computeRenewal(CHECK, ROWS, '2026-11-27')
    expect(c.errors).toEqual({})
    expect(c.comparisonTermYears).toBe(3) // 30 months: 3 years (36) is closer than 1 (12) or 5 (60)
    expect(c.postedTodayUsed).toBe(5.49)
    expect(c.publishedTodayUsed).toBe(4.39) // our conventional 3-year rate
    expect(c.posted).toMatchObject({ threeMonthsInterest: 5190, ird: 10_000, penalty: 10_000 })
    expect(c.published).toMatchObject({ threeMonthsInterest: 5190, ird: 8000, penalty: 8000 })
    expect(c.penaltyToday).toBe(10_000) // a big bank uses the posted-rate method
    expect(computeRenewal({ ...CHECK, lenderType: 'monoline' }, ROWS, '2026-11-27').penaltyToday).toBe(8000)
    expect(computeRenewal({ ...CHECK, rateType: 'variable' }, ROWS, '2026-11-27').penaltyToday).toBe(5190)
  })

  it('compares the offer with our best conventional rate for the term (never a refinance rate)', () => {
    const c = computeRenewal(CHECK, ROWS, '2026-11-27')
    expect(c.best).toEqual({ rate: 4.19, termYears: 5, rateType: 'fixed', mortgageType: 'Conventional' })
    expect(c.stayIsOffer).toBe(true)
    // The switch figures of shared/finance's check: 4.89 % against 4.19 % on $400,000 over 25 years.
    expect(c.atMaturity).toMatchObject({ interestSaved: 13_413.01, netSaving: 12_413.01, breakEvenMonth: 5 })
    expect(c.today).toMatchObject({ penalty: 10_000, netSaving: 2413.01, breakEvenMonth: 49 })
    const insured = computeRenewal({ ...CHECK, insured: true, termYears: 3 }, ROWS, '2026-11-27')
    expect(insured.best).toMatchObject({ rate: 4.09, mortgageType: 'High-Ratio' })
  })

  it('without an offer, staying means the current rate; a typed switch rate wins over the table', () => {
    const c = computeRenewal({ ...CHECK, offerRate: '', switchRate: '3.5' }, ROWS, '2026-11-27')
    expect(c.stayIsOffer).toBe(false)
    expect(c.stayRate).toBe(5.19)
    expect(c.switchRate).toBe(3.5)
  })

  it('counts the months from the maturity date, and nothing is owed at maturity', () => {
    expect(monthsUntil('2026-11-27', '2029-05-27')).toBe(30)
    expect(monthsUntil('2026-11-27', '2029-05-26')).toBe(29)
    expect(monthsUntil('2026-11-27', '2026-01-01')).toBe(0)
    const c = computeRenewal({ ...CHECK, monthsLeft: '', maturityDate: '2029-05-27' }, ROWS, '2026-11-27')
    expect(c.monthsLeft).toBe(30)
    expect(c.penaltyToday).toBe(10_000)
    const due = computeRenewal({ ...CHECK, monthsLeft: '0' }, ROWS, '2026-11-27')
    expect(due.penaltyToday).toBe(0)
    expect(due.today).toBeNull()
    expect(closestTermYears(0)).toBe(1)
    expect(closestTermYears(24)).toBe(1) // a tie between 1 and 3 years takes the shorter
    expect(closestTermYears(70)).toBe(5)
  })

  it('names the fields that are missing or out of bounds', () => {
    const c = computeRenewal({ ...RENEWAL_DEFAULTS, rate: '40', amortizationYears: '31' }, ROWS, '2026-11-27')
    expect(Object.keys(c.errors).sort()).toEqual(['amortizationYears', 'balance', 'maturityDate', 'rate'])
    expect(c.posted).toBeNull()
    expect(computeRenewal({ ...CHECK, monthsLeft: '2.5' }, ROWS).errors.monthsLeft).toBeDefined()
  })
})

describe('buildRenewalLead', () => {
  it('is a refinance quote the lead schema accepts, carrying every figure', () => {
    const values = { ...CHECK, homeValue: '900000', maturityDate: '2029-05-27', monthsLeft: '' }
    const c = computeRenewal(values, ROWS, '2026-11-27')
    const lead = buildRenewalLead(values, c, { name: 'Ana Roy', email: 'ana@example.ca', phone: '' })
    const parsed = leadPayloadSchemas.quote.parse(lead)
    expect(parsed.type).toBe('refinance')
    expect(parsed.metadata).toMatchObject({
      price: 900_000,
      downPayment: 500_000,
      mortgageRate: 4.19,
      amortization: 25,
    })
    expect(parsed.metadata.renewal).toMatchObject({
      balance: 400_000,
      monthsLeft: 30,
      maturityDate: '2029-05-27',
      penaltyPostedMethod: 10_000,
      penaltyPublishedMethod: 8000,
      penaltyToday: 10_000,
      offerRatePct: 4.89,
      switchRatePct: 4.19,
      switchMortgageType: 'Conventional',
      netSavingAtMaturity: 12_413.01,
      breakEvenMonth: 5,
    })
  })

  it("needs the home's value, at least the balance", () => {
    const c = computeRenewal(CHECK, ROWS, '2026-11-27')
    expect(renewalQuoteProblems(CHECK, c).homeValue).toBeDefined()
    expect(renewalQuoteProblems({ ...CHECK, homeValue: '300000' }, c).homeValue).toMatch(/below the balance/)
    expect(buildRenewalLead(CHECK, c, { name: 'A B', email: 'a@b.ca', phone: '' })).toBeNull()
  })
})

it('reads values saved by another version, keeping what still makes sense', () => {
  expect(
    readStoredRenewalValues({ balance: '5', termYears: 4, lenderType: 'credit union', maturityDate: 'x' }),
  ).toEqual({ ...RENEWAL_DEFAULTS, balance: '5' })
  expect(readStoredRenewalValues('nope')).toBeNull()
})

it('compares renewing with switching without the penalty inputs (a link from the chat)', () => {
  const c = computeRenewal(
    { ...RENEWAL_DEFAULTS, balance: '400000', offerRate: '4.89', switchRate: '4.19', amortizationYears: '25' },
    [],
    '2026-11-27',
  )
  expect(c.posted).toBeNull()
  expect(c.atMaturity).toMatchObject({ interestSaved: 13_413.01, breakEvenMonth: 0 })
})
