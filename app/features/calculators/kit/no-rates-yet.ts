import type { RatesState } from '#app/features/calculators/rates-source.tsx'

/** What a calculator holds before its rates source reports: no rates yet, and not offline. */
export const NO_RATES_YET: RatesState = { rates: [], ratesDate: null, stale: false, offline: false, status: 'pending' }
