import { useEffect } from 'react'
import { type UseRatesResult, useRates } from '#app/data/public/rates.ts'

export type RatesState = Pick<UseRatesResult, 'rates' | 'ratesDate' | 'stale' | 'offline' | 'status'>

/**
 * Reads the province's rates (today's, or this device's saved copy offline) and hands them
 * to the calculator. A component of its own, loaded after the form: the rates module brings
 * the device database and the schema library, which the form does not need to be usable.
 */
export default function RatesSource({ province, onChange }: { province: string; onChange(state: RatesState): void }) {
  const { rates, ratesDate, stale, offline, status } = useRates(province)
  useEffect(() => {
    onChange({ rates, ratesDate, stale, offline, status })
  }, [onChange, rates, ratesDate, stale, offline, status])
  return null
}
