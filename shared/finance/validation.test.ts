import { describe, expect, it } from 'vitest'
import {
  hasErrors,
  INPUT_BOUNDS,
  validateAffordabilityInputs,
  validateMortgageInputs,
  validatePurchaseInputs,
} from './validation'

const NOW = '2025-06-01'

describe('validateMortgageInputs', () => {
  it('accepts valid input', () => {
    const errors = validateMortgageInputs({ principal: 500_000, annualRatePct: 4.5, amortizationYears: 25 })
    expect(errors).toEqual({})
    expect(hasErrors(errors)).toBe(false)
  })

  it('accepts the bounds themselves', () => {
    expect(validateMortgageInputs({ principal: 0.01, annualRatePct: 0, amortizationYears: 1 })).toEqual({})
    expect(validateMortgageInputs({ principal: 1, annualRatePct: 25, amortizationYears: 30 })).toEqual({})
  })

  it('explains each field in plain words', () => {
    const errors = validateMortgageInputs({ principal: 0, annualRatePct: 25.01, amortizationYears: 31 })
    expect(errors).toEqual({
      principal: 'The mortgage amount must be more than $0.',
      annualRatePct: 'The interest rate must be between 0% and 25%.',
      amortizationYears: 'The amortization must be a whole number of years from 1 to 30.',
    })
    expect(hasErrors(errors)).toBe(true)
  })

  it('asks for missing numbers', () => {
    expect(
      validateMortgageInputs({ principal: Number.NaN, annualRatePct: Number.NaN, amortizationYears: Number.NaN }),
    ).toEqual({
      principal: 'Enter the mortgage amount.',
      annualRatePct: 'Enter the interest rate.',
      amortizationYears: 'Choose an amortization period.',
    })
  })

  it('rejects negative rates, fractional and zero amortizations', () => {
    expect(validateMortgageInputs({ principal: 1, annualRatePct: -1, amortizationYears: 0 })).toHaveProperty(
      'annualRatePct',
    )
    expect(validateMortgageInputs({ principal: 1, annualRatePct: 1, amortizationYears: 0 })).toHaveProperty(
      'amortizationYears',
    )
    expect(validateMortgageInputs({ principal: 1, annualRatePct: 1, amortizationYears: 2.5 })).toHaveProperty(
      'amortizationYears',
    )
  })

  it('exposes its bounds', () => {
    expect(INPUT_BOUNDS).toEqual({ minRatePct: 0, maxRatePct: 25, minAmortizationYears: 1, maxAmortizationYears: 30 })
  })
})

describe('validatePurchaseInputs', () => {
  it('accepts a down payment between the minimum and the price', () => {
    expect(validatePurchaseInputs({ price: 1_499_999, downPayment: 124_999.9, asOf: NOW })).toEqual({})
    expect(validatePurchaseInputs({ price: 500_000, downPayment: 500_000, asOf: NOW })).toEqual({})
  })

  it('names the minimum in force', () => {
    expect(validatePurchaseInputs({ price: 1_499_999, downPayment: 124_999.89, asOf: NOW })).toEqual({
      downPayment: 'The minimum down payment for this price is $124,999.90.',
    })
    expect(validatePurchaseInputs({ price: 1_200_000, downPayment: 100_000, asOf: '2024-12-14' })).toEqual({
      downPayment: 'The minimum down payment for this price is $240,000.',
    })
  })

  it('refuses a down payment above the price', () => {
    expect(validatePurchaseInputs({ price: 400_000, downPayment: 400_001, asOf: NOW })).toEqual({
      downPayment: 'The down payment cannot be more than the purchase price.',
    })
  })

  it('checks price and down payment as amounts', () => {
    expect(validatePurchaseInputs({ price: 0, downPayment: Number.NaN, asOf: NOW })).toEqual({
      price: 'The purchase price must be more than $0.',
      downPayment: 'Enter the down payment.',
    })
    expect(validatePurchaseInputs({ price: Number.NaN, downPayment: 0, asOf: NOW })).toEqual({
      price: 'Enter the purchase price.',
      downPayment: 'The down payment must be more than $0.',
    })
  })

  it('checks rate and amortization only when given', () => {
    expect(
      validatePurchaseInputs({
        price: 500_000,
        downPayment: 25_000,
        annualRatePct: 30,
        amortizationYears: 35,
        asOf: NOW,
      }),
    ).toEqual({
      annualRatePct: 'The interest rate must be between 0% and 25%.',
      amortizationYears: 'The amortization must be a whole number of years from 1 to 30.',
    })
  })
})

describe('validateAffordabilityInputs', () => {
  const valid = { annualIncome: 100_000, downPayment: 20_000, amortizationYears: 25, annualRatePct: 4.84 }

  it('accepts the spec defaults with optional costs left out or 0', () => {
    expect(validateAffordabilityInputs(valid)).toEqual({})
    expect(
      validateAffordabilityInputs({
        ...valid,
        coBorrowerIncome: 0,
        monthlyDebts: 0,
        monthlyHeat: 0,
        annualPropertyTax: 0,
        monthlyCondoFees: 0,
      }),
    ).toEqual({})
  })

  it('requires income and down payment above 0', () => {
    expect(validateAffordabilityInputs({ ...valid, annualIncome: 0, downPayment: -1 })).toEqual({
      annualIncome: 'The annual income must be more than $0.',
      downPayment: 'The down payment must be more than $0.',
    })
  })

  it('refuses negative or non-numeric costs', () => {
    expect(
      validateAffordabilityInputs({
        ...valid,
        coBorrowerIncome: -1,
        monthlyDebts: Number.NaN,
        monthlyHeat: -2,
        annualPropertyTax: -3,
        monthlyCondoFees: -4,
      }),
    ).toEqual({
      coBorrowerIncome: 'The co-borrower income cannot be negative.',
      monthlyDebts: 'Enter the monthly debt payments as a number (0 if none).',
      monthlyHeat: 'The heat and electricity cost cannot be negative.',
      annualPropertyTax: 'The annual property tax cannot be negative.',
      monthlyCondoFees: 'The monthly condo fees cannot be negative.',
    })
  })

  it('checks rate and amortization bounds', () => {
    expect(validateAffordabilityInputs({ ...valid, annualRatePct: 26, amortizationYears: 0 })).toEqual({
      annualRatePct: 'The interest rate must be between 0% and 25%.',
      amortizationYears: 'The amortization must be a whole number of years from 1 to 30.',
    })
  })
})
