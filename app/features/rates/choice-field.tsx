import { useId } from 'react'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import { PROVINCES, type ProvinceCode, TERMS, type Term } from '#shared/constants/rates.ts'
import { css, cx } from '#styled-system/css'

export interface Choice<V extends string> {
  value: V
  label: string
}

export const PROVINCE_CHOICES: readonly Choice<ProvinceCode>[] = PROVINCES.map((p) => ({
  value: p.code,
  label: p.name,
}))
export const TERM_CHOICES: readonly Choice<Term>[] = TERMS.map((t) => ({ value: t, label: t }))

/**
 * One labelled native select of the rates page (the table's province, the history's term and
 * mortgage type, the alert form's product). `className` goes on the label and select's column,
 * `selectClassName` on the select.
 */
export function ChoiceField<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
  selectClassName,
}: {
  label: string
  value: V
  options: readonly Choice<V>[]
  onChange(value: NoInfer<V>): void
  className?: string
  selectClassName?: string
}) {
  const id = useId()
  return (
    <div className={cx(choice, className)}>
      <label htmlFor={id} className={choiceLabel}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        className={cx(nativeSelect, selectClassName)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

const choice = css({ display: 'grid', gap: '1' })
const choiceLabel = css({ fontSize: 'sm', fontWeight: 'medium' })
