import type { ReactNode } from 'react'
import { SelectRow, TextRow } from './form-rows'

/**
 * Binds a filter row to one key of a list's filters (as `field(key)` binds a form's text row):
 * `filterOf(filters, set)('status')` gives the row's `name`, `value` and `onChange`, which sets
 * that key alone.
 */
export function filterOf<F extends object>(filters: F, set: (patch: Partial<F>) => void) {
  return <K extends keyof F & string>(key: K) => ({
    name: key,
    value: filters[key],
    onChange: (value: F[K]) => {
      const patch: Partial<F> = {}
      patch[key] = value
      set(patch)
    },
  })
}

/** A list filter's select. Its first option, `all`, is no filter: the value `undefined`. */
export function FilterSelectRow<V extends string>({
  all,
  value,
  options,
  onChange,
  ...row
}: {
  name: string
  label: ReactNode
  all: string
  value: V | undefined
  options: readonly { value: V; label: string }[]
  onChange(value: V | undefined): void
}) {
  return (
    <SelectRow<V | ''>
      {...row}
      value={value ?? ''}
      options={[{ value: '', label: all }, ...options]}
      onChange={(v) => onChange(v === '' ? undefined : v)}
    />
  )
}

/**
 * Two date filters, from and to, each bounding the other's picker. An emptied date is
 * `undefined`: no bound on that side.
 */
export function DateRangeRows(props: {
  from: string | undefined
  to: string | undefined
  labels: { from: string; to: string }
  onChange(patch: { from?: string | undefined; to?: string | undefined }): void
}) {
  const { from, to, labels, onChange } = props
  const row = (
    side: 'from' | 'to',
    value: string | undefined,
    bounds: { min?: string | undefined; max?: string | undefined },
  ) => (
    <TextRow
      name={side}
      label={labels[side]}
      type="date"
      value={value ?? ''}
      {...bounds}
      onChange={(v) => onChange({ [side]: v || undefined })}
    />
  )
  return (
    <>
      {row('from', from, { max: to })}
      {row('to', to, { min: from })}
    </>
  )
}
