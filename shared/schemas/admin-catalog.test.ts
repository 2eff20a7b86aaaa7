import { describe, expect, it } from 'vitest'
import {
  FEATURES_ARRAY_MESSAGE,
  FEATURES_JSON_MESSAGE,
  hasAtMostTwoDecimals,
  lenderWriteSchema,
  parseFeatures,
  productWriteSchema,
  serviceWriteSchema,
} from './admin-catalog'

describe('parseFeatures', () => {
  it('accepts a JSON array, and empty text as no features', () => {
    expect(parseFeatures(' ["No fees", {"a": 1}] ')).toEqual({ ok: true, value: ['No fees', { a: 1 }] })
    expect(parseFeatures('   ')).toEqual({ ok: true, value: [] })
  })
  it("refuses text that is not JSON with the spec's message, and JSON that is not an array", () => {
    expect(parseFeatures('["No fees",')).toEqual({ ok: false, message: FEATURES_JSON_MESSAGE })
    expect(parseFeatures("['single quotes']")).toEqual({ ok: false, message: FEATURES_JSON_MESSAGE })
    expect(parseFeatures('{"a": 1}')).toEqual({ ok: false, message: FEATURES_ARRAY_MESSAGE })
    expect(parseFeatures('"text"')).toEqual({ ok: false, message: FEATURES_ARRAY_MESSAGE })
  })
  it('the service schema names features when they are not valid JSON', () => {
    const r = serviceWriteSchema.safeParse({
      name: 'S',
      description: null,
      content: null,
      imageUrl: null,
      features: '[1,',
    })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]).toMatchObject({ path: ['features'], message: FEATURES_JSON_MESSAGE })
  })
})

describe('product price', () => {
  it('at most two decimals, float noise tolerated', () => {
    expect([0, 1, 19.99, 0.1 + 0.2, 1299.5, 100000000].every(hasAtMostTwoDecimals)).toBe(true)
    expect([0.001, 19.995, 1.234].some(hasAtMostTwoDecimals)).toBe(false)
  })
  it('the schema refuses three decimals and takes null', () => {
    const base = { name: 'P', description: null, imageUrl: null, content: null }
    expect(productWriteSchema.safeParse({ ...base, price: 10.005 }).success).toBe(false)
    expect(productWriteSchema.safeParse({ ...base, price: null }).success).toBe(true)
  })
})

describe('lender defaults', () => {
  it("type a_lender, order 0, active, no logo when left out; the form's labels are refused as types", () => {
    expect(lenderWriteSchema.parse({ name: ' RBC ' })).toEqual({
      name: 'RBC',
      type: 'a_lender',
      displayOrder: 0,
      isActive: true,
      logoUrl: null,
    })
    expect(lenderWriteSchema.safeParse({ name: 'X', type: 'Alternate Lender' }).success).toBe(false)
    expect(lenderWriteSchema.safeParse({ name: 'X', displayOrder: 2.5 }).success).toBe(false)
  })
})
