import { Field as ArkField } from '@ark-ui/react/field'
import type { ReactNode } from 'react'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { ChevronDownIcon } from '#app/components/ui/icons.tsx'
import { css, cx } from '#styled-system/css'
import { input } from '#styled-system/recipes'

/** The dialog's form rows: kit Field (ids, aria-describedby, aria-invalid by Ark) around an input or a native select. */

const adornment = css({
  position: 'absolute',
  top: '0',
  bottom: '0',
  display: 'flex',
  alignItems: 'center',
  color: 'fg.muted',
  pointerEvents: 'none',
})

export function TextRow(props: {
  name: string
  label: ReactNode
  value: string
  onChange(value: string): void
  onBlur?: () => void
  error?: string | undefined
  hint?: ReactNode
  required?: boolean
  type?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'search' | 'date'
  inputMode?: 'decimal' | 'numeric' | 'email' | 'tel' | 'text'
  autoComplete?: string
  prefix?: string
  suffix?: string
  step?: number
  min?: number | string | undefined
  max?: number | string | undefined
  placeholder?: string
  maxLength?: number
  readOnly?: boolean
}) {
  const {
    name,
    label,
    value,
    onChange,
    onBlur,
    error,
    hint,
    required,
    type = 'text',
    inputMode,
    autoComplete = 'off',
    prefix,
    suffix,
    step,
    min,
    max,
    placeholder,
    maxLength,
    readOnly,
  } = props
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
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
          autoComplete={autoComplete}
          value={value}
          step={step}
          min={min}
          max={max}
          maxLength={maxLength}
          placeholder={placeholder}
          readOnly={readOnly}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          className={css({ pl: prefix ? '7' : undefined, pr: suffix ? '8' : undefined })}
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

export function SelectRow<V extends string | number>(props: {
  name: string
  label: ReactNode
  value: V
  options: readonly { value: V; label: string }[]
  onChange(value: V): void
  hint?: ReactNode
  error?: string | undefined
}) {
  const { name, label, value, options, onChange, hint, error } = props
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <div className={css({ position: 'relative' })}>
        <ArkField.Select
          name={name}
          value={String(value)}
          onChange={(e) => {
            const found = options.find((o) => String(o.value) === e.currentTarget.value)
            if (found) onChange(found.value)
          }}
          className={cx(input(), css({ pr: '10', cursor: 'pointer' }))}
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

export function TextAreaRow(props: {
  name: string
  label: ReactNode
  value: string
  onChange(value: string): void
  error?: string | undefined
  hint?: ReactNode
  required?: boolean
  rows?: number
  maxLength?: number
  placeholder?: string
}) {
  const { name, label, value, onChange, error, hint, required, rows = 4, maxLength, placeholder } = props
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Field.Textarea
        name={name}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/** A consent-style checkbox with its text as the label and an error below it. */
export function CheckboxRow(props: {
  name: string
  label: ReactNode
  checked: boolean
  onChange(checked: boolean): void
  error?: string | undefined
  required?: boolean
}) {
  const { name, label, checked, onChange, error, required } = props
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Checkbox.Root
        name={name}
        checked={checked}
        invalid={Boolean(error)}
        required={required}
        onCheckedChange={(d) => onChange(d.checked === true)}
        className={css({ alignItems: 'flex-start', position: 'relative' })}
      >
        <Checkbox.Control className={css({ mt: '0.5', flexShrink: 0 })}>
          <Checkbox.Indicator />
        </Checkbox.Control>
        <Checkbox.Label className={css({ fontWeight: 'normal', textStyle: 'sm' })}>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Checkbox.Label>
        <Checkbox.HiddenInput />
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
