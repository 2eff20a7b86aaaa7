import { memo, type ReactNode } from 'react'
import { SelectRow, TextRow } from '#app/components/form/form-rows.tsx'
import { checkRow } from '#app/components/ui/styles.ts'
import { css, cx } from '#styled-system/css'

/**
 * Form rows of the calculators: kit Field (label, hint and error wired with ids and
 * aria-describedby by Ark) around a text input that keeps the visitor's text as typed, or a
 * native select (light, and the phone's own picker).
 */

export interface NumberFieldProps {
  label: ReactNode
  value: string
  onChange(value: string): void
  onBlur?: () => void
  /** Shown under the input (plain words, e.g. the rule behind a minimum). */
  hint?: ReactNode
  /** Shown only when set; marks the input invalid. */
  error?: string | undefined
  /** '$' before the number or '%' / 'years' after it. */
  prefix?: string
  suffix?: string
  placeholder?: string
  /** 'decimal' (default) for amounts and rates, 'numeric' for whole numbers. */
  inputMode?: 'decimal' | 'numeric'
  /** 'number' for rates (spinner arrows, step); amounts use text so '500,000' works. */
  type?: 'text' | 'number'
  step?: number
  min?: number
  max?: number
  required?: boolean
  name: string
  className?: string
}

/** The form kit's text row for a figure: tabular digits, typed text kept as it is. */
export function NumberField({ inputMode = 'decimal', ...props }: NumberFieldProps) {
  return <TextRow {...props} inputMode={inputMode} numeric />
}

/** The form kit's native select row (the phone's own picker). */
export const SelectField = SelectRow

/** A labelled group of fields (fieldset + legend), laid out in a responsive grid. */
export function FieldGroup({
  legend,
  children,
  columns = 2,
  className,
}: {
  legend: ReactNode
  children: ReactNode
  columns?: 1 | 2 | 3
  className?: string
}) {
  return (
    <fieldset className={cx(css({ border: 'none', p: '0', m: '0', minW: '0' }), className)}>
      <legend className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading', mb: '3', p: '0' })}>
        {legend}
      </legend>
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns:
            columns === 1
              ? '1fr'
              : columns === 2
                ? { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }
                : { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        })}
      >
        {children}
      </div>
    </fieldset>
  )
}

/** A checkbox or switch: its label, its state, what a change reports, and its form name. */
type CheckProps = {
  label: ReactNode
  checked: boolean
  onChange(checked: boolean): void
  name: string
}

/**
 * An on/off switch from a native checkbox (role="switch"): keyboard, label and state come from
 * the browser; the track and thumb are drawn next to it.
 */
export function ToggleField({ label, checked, onChange, name }: CheckProps) {
  return (
    <label
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '3',
        minH: '11',
        cursor: 'pointer',
        w: 'fit',
        userSelect: 'none',
      })}
    >
      <input
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox carries its checked state; aria-checked would duplicate it
        role="switch"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className={cx('peer', css({ srOnly: true }))}
      />
      <span
        aria-hidden="true"
        className={css({
          position: 'relative',
          display: 'inline-block',
          flexShrink: '0',
          w: '11',
          h: '6',
          borderRadius: 'full',
          bg: 'border.default',
          transitionProperty: 'colors',
          transitionDuration: 'fast',
          _peerChecked: { bg: 'accent.default', _before: { transform: 'translateX(1.25rem)' } },
          _peerFocusVisible: {
            outlineWidth: '2px',
            outlineStyle: 'solid',
            outlineColor: 'border.focus',
            outlineOffset: '0.5',
          },
          _before: {
            content: '""',
            position: 'absolute',
            top: '0.5',
            left: '0.5',
            w: '5',
            h: '5',
            borderRadius: 'full',
            bg: 'bg.default',
            boxShadow: 'sm',
            transitionProperty: '[transform]',
            transitionDuration: 'fast',
          },
          _motionReduce: { transitionDuration: '[0s]', _before: { transitionDuration: '[0s]' } },
        })}
      />
      <span className={css({ textStyle: 'md', color: 'fg.default' })}>{label}</span>
    </label>
  )
}

/** A native checkbox with its label (44 px high row). */
export function CheckField({ label, checked, onChange, name }: CheckProps) {
  return (
    <label className={cx(checkRow, css({ w: 'fit' }))}>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className={css({
          w: '5',
          h: '5',
          accentColor: 'accent.default',
          flexShrink: '0',
          cursor: 'pointer',
          _focusVisible: {
            outlineWidth: '2px',
            outlineStyle: 'solid',
            outlineColor: 'border.focus',
            outlineOffset: '0.5',
          },
        })}
      />
      {label}
    </label>
  )
}

/**
 * A calculator's fields bound to its values: `{...choice('province')}` gives a SelectField its
 * name, value and onChange (through `update`); `{...field('price')}` gives a NumberField the
 * same and the message `error` shows for it; `{...check('insured')}` gives a CheckField or a
 * ToggleField its name, checked and onChange for a yes/no value.
 */
export function bindFields<V extends object>(
  values: V,
  update: (patch: Partial<V>) => void,
  error: (key: never) => string | undefined,
) {
  const message = error as (key: string) => string | undefined
  const choice = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: values[key],
    onChange: (value: V[K]) => update({ [key]: value } as unknown as Partial<V>),
  })
  const field = <K extends keyof V & string>(key: K) => ({ ...choice(key), error: message(key) })
  const check = <K extends { [P in keyof V]: V[P] extends boolean ? P : never }[keyof V] & string>(key: K) => ({
    name: key,
    checked: values[key] as boolean,
    onChange: (checked: boolean) => update({ [key]: checked } as unknown as Partial<V>),
  })
  return { field, choice, check }
}

/**
 * Props that differ only in their functions count as the same: for rows whose handlers do no
 * more than hand the value to the form's update (one function for the page's life), a handler
 * made again at each render does what the last one did.
 */
export function sameButHandlers(a: object, b: object): boolean {
  const before = a as Record<string, unknown>
  const after = b as Record<string, unknown>
  const keys = Object.keys(after)
  if (Object.keys(before).length !== keys.length) return false
  return keys.every(
    (k) => Object.is(before[k], after[k]) || (typeof before[k] === 'function' && typeof after[k] === 'function'),
  )
}

/**
 * The rows above, rendered again only when what they show changes: an update of the page (its
 * rates arriving, the device database found) redraws the rows it changes, not the whole form.
 * Their handlers must only pass the value on to a stable update (`bindFields` over one).
 */
export const SteadyNumberField = memo(NumberField, sameButHandlers)
export const SteadySelectField = memo(SelectField, sameButHandlers) as typeof SelectField
export const SteadyCheckField = memo(CheckField, sameButHandlers)
