import { Field as ArkField } from '@ark-ui/react/field'
import type { ReactNode } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { ChevronDownIcon } from '#app/components/ui/icons.tsx'
import { css, cx } from '#styled-system/css'
import { input } from '#styled-system/recipes'

/**
 * Form rows of the calculators: kit Field (label, hint and error wired with ids and
 * aria-describedby by Ark) around a text input that keeps the visitor's text as typed, or a
 * native select (light, and the phone's own picker).
 */

const adornment = css({
  position: 'absolute',
  top: '0',
  bottom: '0',
  display: 'flex',
  alignItems: 'center',
  color: 'fg.muted',
  pointerEvents: 'none',
  textStyle: 'md',
})

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

export function NumberField(props: NumberFieldProps) {
  const {
    label,
    value,
    onChange,
    onBlur,
    hint,
    error,
    prefix,
    suffix,
    placeholder,
    inputMode = 'decimal',
    type = 'text',
    step,
    min,
    max,
    required,
    name,
    className,
  } = props
  return (
    <Field.Root invalid={Boolean(error)} required={required} className={className}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <div className={css({ position: 'relative' })}>
        {prefix ? (
          <span className={cx(adornment, css({ left: '3' }))} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <Field.Input
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          step={step}
          min={min}
          max={max}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          className={css({
            pl: prefix ? '7' : undefined,
            pr: suffix ? (suffix.length > 1 ? '16' : '8') : undefined,
            fontVariantNumeric: 'tabular-nums',
          })}
        />
        {suffix ? (
          <span className={cx(adornment, css({ right: '3' }))} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

export interface SelectOption<V extends string | number> {
  value: V
  label: string
}

export interface SelectFieldProps<V extends string | number> {
  label: ReactNode
  value: V
  options: readonly SelectOption<V>[]
  onChange(value: V): void
  hint?: ReactNode
  error?: string | undefined
  name: string
  className?: string
  disabled?: boolean
}

const selectClass = cx(input(), css({ pr: '10', cursor: 'pointer', textOverflow: 'ellipsis' }))

export function SelectField<V extends string | number>(props: SelectFieldProps<V>) {
  const { label, value, options, onChange, hint, error, name, className, disabled } = props
  return (
    <Field.Root invalid={Boolean(error)} className={className} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <div className={css({ position: 'relative' })}>
        <ArkField.Select
          name={name}
          value={String(value)}
          onChange={(e) => {
            const raw = e.currentTarget.value
            const found = options.find((o) => String(o.value) === raw)
            if (found) onChange(found.value)
          }}
          className={selectClass}
        >
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </ArkField.Select>
        <span className={cx(adornment, css({ right: '3' }))} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </div>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

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

/**
 * An on/off switch from a native checkbox (role="switch"): keyboard, label and state come from
 * the browser; the track and thumb are drawn next to it.
 */
export function ToggleField({
  label,
  checked,
  onChange,
  name,
}: {
  label: ReactNode
  checked: boolean
  onChange(checked: boolean): void
  name: string
}) {
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
export function CheckField({
  label,
  checked,
  onChange,
  name,
}: {
  label: ReactNode
  checked: boolean
  onChange(checked: boolean): void
  name: string
}) {
  return (
    <label
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        minH: '11',
        cursor: 'pointer',
        textStyle: 'md',
        w: 'fit',
      })}
    >
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
