import { describe, expect, it } from 'vitest'
import { CONTACT_CONSENT } from '#shared/constants/public-forms.ts'
import { keyInWords, LEAD_DETAIL_CSV_COLUMNS, leadDealRows, leadDetailRows, leadDetailSections } from './lead-details'

const quote = {
  price: 650_000,
  downPayment: 65_000,
  location: 'Ontario',
  amortization: 25,
  mortgageRate: 4.79,
  paymentFrequency: 'accelerated-bi-weekly',
  calculations: {
    cmhcInsurance: 23_400,
    totalMortgage: 608_400,
    periodicPayment: 1733.12,
    totalPayments: 1_039_872,
    totalInterest: 431_472,
    payoffYears: 22.4,
  },
}

const rowOf = (rows: ReturnType<typeof leadDetailRows>, key: string) => rows.find((r) => r.key === key)

describe('leadDetailRows', () => {
  it("formats a quote's inputs and computed payment and insurance in words", () => {
    const rows = leadDetailRows({ metadata: quote })
    expect(rowOf(rows, 'price')).toEqual({
      key: 'price',
      section: 'Quote',
      label: 'Purchase price',
      value: '$650,000.00',
    })
    expect(rowOf(rows, 'mortgageRate')?.value).toBe('4.79%')
    expect(rowOf(rows, 'amortization')?.value).toBe('25 years')
    expect(rowOf(rows, 'paymentFrequency')?.value).toBe('Accelerated bi-weekly')
    expect(rowOf(rows, 'calculations.periodicPayment')).toMatchObject({ label: 'Payment', value: '$1,733.12' })
    expect(rowOf(rows, 'calculations.cmhcInsurance')?.value).toBe('$23,400.00')
    expect(rowOf(rows, 'calculations.payoffYears')?.value).toBe('22.4 years')
    expect(rows.filter((r) => r.section === 'Other')).toEqual([])
  })

  it("shows an application's amount and address, and an affordability copy's inputs and result", () => {
    const app = leadDetailRows({ metadata: { mortgage_amount: 480_000, property_address: '12 King St W, Toronto' } })
    expect(app.map((r) => [r.label, r.value])).toEqual([
      ['Mortgage amount', '$480,000.00'],
      ['Property address', '12 King St W, Toronto'],
    ])
    const afford = leadDetailRows({
      metadata: {
        inputs: { annualIncome: 120_000, annualRatePct: 5.25, amortizationYears: 25 },
        results: { maxPrice: 610_000, qualifyingRatePct: 7.25, bindingLimit: 'total-debt' },
      },
    })
    expect(rowOf(afford, 'inputs.annualIncome')?.value).toBe('$120,000.00')
    expect(rowOf(afford, 'results.qualifyingRatePct')?.value).toBe('7.25%')
    expect(rowOf(afford, 'results.bindingLimit')?.value).toBe('Total debt (40% of income)')
  })

  it("words the chat's extracted fields and the consent with its text and time", () => {
    const rows = leadDetailRows({
      metadata: { property_type: 'semi-detached', mortgage_type: 'fixed', property_value: 900_000 },
      consentVersion: CONTACT_CONSENT.version,
      consentAt: '2026-11-27T15:04:00.000Z',
    })
    expect(rowOf(rows, 'property_type')?.value).toBe('Semi-detached')
    expect(rowOf(rows, 'mortgage_type')?.value).toBe('Fixed')
    expect(rowOf(rows, 'consent.at')?.value).toBe('2026-11-27 10:04 (Toronto)')
    expect(rowOf(rows, 'consent.text')?.value).toBe(CONTACT_CONSENT.text)
  })

  it('hides nothing: a value no field names shows under Other with its key in words', () => {
    const rows = leadDetailRows({ metadata: { ...quote, referralCode: 'SPRING', extra: { best_time: 'evenings' } } })
    expect(rows.filter((r) => r.section === 'Other').map((r) => [r.label, r.value])).toEqual([
      ['Referral code', 'SPRING'],
      ['Extra best time', 'evenings'],
    ])
  })

  it('groups rows by section in a fixed order, leaving out empty sections', () => {
    const sections = leadDetailSections(
      leadDetailRows({ metadata: { phoneType: 'Mobile' }, consentVersion: 'contact-2026-11' }),
    )
    expect(sections.map((s) => s.section)).toEqual(['Contact form', 'Consent'])
  })
})

describe('LEAD_DETAIL_CSV_COLUMNS', () => {
  it('carries the same values as the drawer under labelled headers, unknown values in one column', () => {
    const rows = leadDetailRows({ metadata: { ...quote, referralCode: 'SPRING' } })
    const cell = (header: string) => LEAD_DETAIL_CSV_COLUMNS.find((c) => c.header === header)?.value(rows)
    expect(cell('Quote: Payment')).toBe('$1,733.12')
    expect(cell('Quote: Payment frequency')).toBe('Accelerated bi-weekly')
    expect(cell('Application: Mortgage amount')).toBeNull()
    expect(cell('Other details')).toBe('Referral code: SPRING')
    const headers = LEAD_DETAIL_CSV_COLUMNS.map((c) => c.header)
    expect(new Set(headers).size).toBe(headers.length)
  })
})

describe('keyInWords', () => {
  it('turns camelCase, snake_case and dotted keys into a sentence-case label', () => {
    expect(keyInWords('coBorrowerIncome')).toBe('Co borrower income')
    expect(keyInWords('utm_source')).toBe('Utm source')
  })
})

describe('leadDealRows', () => {
  it('words the deal in its order and the CSV carries it under Deal columns', () => {
    const rows = leadDealRows({
      dealAmount: 612_345.5,
      dealLenderName: 'First National',
      dealRatePct: 4.5,
      dealTermMonths: 18,
      dealClosingOn: '2026-01-31',
      dealMaturityOn: '2027-07-31',
    })
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Amount', '$612,345.50'],
      ['Lender', 'First National'],
      ['Rate', '4.5%'],
      ['Term', '1 year 6 months'],
      ['Closing date', 'Jan 31, 2026'],
      ['Maturity date', 'Jul 31, 2027'],
    ])
    const cell = (header: string) => LEAD_DETAIL_CSV_COLUMNS.find((c) => c.header === header)?.value(rows)
    expect(cell('Deal: Amount')).toBe('$612,345.50')
    expect(cell('Deal: Maturity date')).toBe('Jul 31, 2027')
    expect(leadDealRows({})).toEqual([])
  })
})
