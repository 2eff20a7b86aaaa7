import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import type { RenewalDetails } from '#shared/schemas/leads.ts'
import { leads } from '#worker/db/schema/index.ts'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

// The renewal calculator's quote: a refinance quote lead whose metadata carries the page's
// figures as `renewal`, checked by the server field by field.

const { db, client } = testDb()
afterAll(() => client.close())

const RENEWAL: RenewalDetails = {
  balance: 400_000,
  contractRatePct: 5.19,
  rateType: 'fixed',
  monthsLeft: 30,
  maturityDate: '2029-05-27',
  lenderType: 'bank',
  offerRatePct: 4.89,
  termYears: 5,
  switchRatePct: 4.19,
  switchMortgageType: 'Conventional',
  penaltyPostedMethod: 10_000,
  penaltyPublishedMethod: 8000,
  penaltyToday: 10_000,
  switchingCosts: 1000,
  stayPayment: 2301.44,
  switchPayment: 2145.48,
  interestSaved: 13_413.01,
  netSavingAtMaturity: 12_413.01,
  breakEvenMonth: 5,
}

function renewalQuote(renewal: Record<string, unknown>) {
  const base = validPayload('quote')
  return submissionOf('quote', {
    ...base,
    type: 'refinance',
    metadata: { ...base.metadata, renewal: renewal as RenewalDetails },
  })
}

const submit = (body: unknown) => call('/api/leads', postInit(body, new URL(baseUrl()).origin))

describe('a renewal quote from the renewal calculator', () => {
  it('is stored as a refinance quote with every figure of the page', async () => {
    const s = renewalQuote(RENEWAL)
    const res = await submit(s)
    expect(res.status).toBe(201)
    const [row] = await db.select().from(leads).where(eq(leads.id, s.id))
    expect(row).toMatchObject({ type: 'refinance', source: 'mortgage_calculator', status: 'new' })
    expect(row?.metadata).toMatchObject({ renewal: RENEWAL })
  })

  it('a figure out of bounds is a 400 naming it, and nothing is stored', async () => {
    const s = renewalQuote({ ...RENEWAL, monthsLeft: 2.5, lenderType: 'credit union' })
    const res = await submit(s)
    expect(res.status).toBe(400)
    const body = (await res.json()) as ApiErrorBody
    expect(body.error.code).toBe('validation_failed')
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual([
      'payload.metadata.renewal.lenderType',
      'payload.metadata.renewal.monthsLeft',
    ])
    expect(await db.select().from(leads).where(eq(leads.id, s.id))).toEqual([])
  })
})
