import { type ComponentProps, type ReactNode, useId } from 'react'
import { ChevronDownIcon } from '#app/components/ui/icons.tsx'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import { css, cx } from '#styled-system/css'

/** One option of a `LabelledSelect`. */
export interface Choice<V extends string> {
  value: V
  label: string
}

/**
 * The arrow over the end of a native `<select>` that dropped its own (`appearance: 'none'`) and
 * pads its end so the text never runs under this one; its wrapper is `position: 'relative'`.
 */
export function SelectChevron() {
  return (
    <ChevronDownIcon
      aria-hidden="true"
      className={css({
        position: 'absolute',
        insetInlineEnd: '3',
        top: '[50%]',
        transform: 'translateY(-50%)',
        width: '4',
        height: '4',
        pointerEvents: 'none',
        color: 'fg.muted',
      })}
    />
  )
}

/**
 * A native `<select>` of `options` under its label: the rates page's choices, the alert form's,
 * the leads list's status filter and the board's stage picker on a phone. `onChange` gets the
 * chosen value. `className` goes on the label and select's column (a grid), `selectClassName` on
 * the select; `chevron` draws the kit's arrow instead of the browser's. Other props (`ref`,
 * `data-testid`, `aria-*`) go to the select.
 */
export function LabelledSelect<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  className,
  selectClassName,
  chevron = false,
  ...select
}: Omit<ComponentProps<'select'>, 'children' | 'className' | 'value' | 'onChange'> & {
  label: ReactNode
  value: V
  options: readonly Choice<V>[]
  onChange(value: NoInfer<V>): void
  className?: string
  selectClassName?: string
  chevron?: boolean
}) {
  const ownId = useId()
  const selectId = id ?? ownId
  const field = (
    <select
      id={selectId}
      {...select}
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
      className={cx(nativeSelect, chevron && chevronSelect, selectClassName)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
  return (
    <div className={cx(column, className)}>
      <label htmlFor={selectId} className={labelText}>
        {label}
      </label>
      {chevron ? (
        <div className={css({ position: 'relative' })}>
          {field}
          <SelectChevron />
        </div>
      ) : (
        field
      )}
    </div>
  )
}

const column = css({ display: 'grid', gap: '1' })
const labelText = css({ fontSize: 'sm', fontWeight: 'medium' })
const chevronSelect = css({ width: 'full', appearance: 'none', pr: '10' })
