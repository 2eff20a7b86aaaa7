import { startTransition, useEffect, useRef } from 'react'
import { type UseRatesResult, useRates } from '#app/data/public/rates.ts'

export type RatesState = Pick<UseRatesResult, 'rates' | 'ratesDate' | 'stale' | 'offline' | 'status'>

/**
 * Reads the province's rates (today's, or this device's saved copy offline) and hands them
 * to the calculator. A component of its own, loaded after the form: the rates module brings
 * the device database and the schema library, which the form does not need to be usable.
 */
export default function RatesSource({ province, onChange }: { province: string; onChange(state: RatesState): void }) {
  const { rates, ratesDate, stale, offline, status } = useRates(province)
  const reported = useRef(false)
  useEffect(() => {
    // The calculator starts from NO_RATES_YET, which is what 'pending' (no data yet) reads: the
    // first time, it tells the calculator nothing.
    if (!reported.current && status === 'pending') return
    reported.current = true
    // The calculator's whole form and results render again with the rates: in a transition,
    // which React renders in slices, so the first load has no long task for it (decision 242).
    startTransition(() => onChange({ rates, ratesDate, stale, offline, status }))
  }, [onChange, rates, ratesDate, stale, offline, status])
  return null
}
