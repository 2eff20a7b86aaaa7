import type { ComponentProps, ReactNode } from 'react'
import { ChevronDownIcon } from '#app/components/ui/icons.tsx'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import { css, cx } from '#styled-system/css'

/**
 * The arrow over the end of a native `<select>` in the leads screens. The select drops its own
 * arrow (`appearance: 'none'`) and pads its end so the text never runs under this one; the wrapper
 * is `position: 'relative'`.
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

const chevronSelect = cx(nativeSelect, css({ width: 'full', appearance: 'none', pr: '10' }))

/**
 * A native `<select>` of `options` under its label, with the arrow above: the leads list's status
 * filter and the board's stage picker on a phone. `className` lays out the pair.
 */
export function LabelledSelect({
  id,
  label,
  options,
  className,
  ...select
}: Omit<ComponentProps<'select'>, 'children' | 'className'> & {
  id: string
  label: ReactNode
  options: readonly { value: string; label: string }[]
  className: string
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={css({ fontWeight: 'medium', textStyle: 'sm' })}>
        {label}
      </label>
      <div className={css({ position: 'relative' })}>
        <select id={id} {...select} className={chevronSelect}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
    </div>
  )
}
