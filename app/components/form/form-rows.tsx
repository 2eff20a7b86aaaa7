import { Field as ArkField } from '@ark-ui/react/field'
import { type ReactNode, useId } from 'react'
import { twoColumns } from '#app/components/layout/layout-styles.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Field, useDescribedBy } from '#app/components/ui/field.tsx'
import { ChevronDownIcon } from '#app/components/ui/icons.tsx'
import { tinted } from '#app/components/ui/styles.ts'
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

/**
 * A row's hint under its control, which names it (aria-describedby) from the first render. Ark
 * finds a helper text by the id it gives one, in a layout effect, and then draws the whole field
 * again: at hydration, a second render of every row with a hint. The hint has an id of ours, so
 * there is nothing for Ark to find and the row says it itself.
 */
function useRowHint(hint: ReactNode) {
  const id = useId()
  return hint
    ? { describedBy: id, element: <Field.HelperText id={id}>{hint}</Field.HelperText> }
    : { describedBy: undefined, element: null }
}

export interface TextRowProps {
  name: string
  label: ReactNode
  value: string
  onChange(value: string): void
  onBlur?: () => void
  error?: string | undefined
  hint?: ReactNode
  required?: boolean
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password' | 'search' | 'date' | 'time'
  inputMode?: 'decimal' | 'numeric' | 'email' | 'tel' | 'url' | 'text'
  autoComplete?: string
  prefix?: string
  suffix?: string
  step?: number
  min?: number | string | undefined
  max?: number | string | undefined
  placeholder?: string
  maxLength?: number
  readOnly?: boolean
  /** Figures: digits line up (tabular) and the $ / % / 'years' around them read at the input's size. */
  numeric?: boolean
  className?: string
}

/** A dollar amount, typed on a phone's number pad: `$` before it. */
export function MoneyRow(props: Omit<TextRowProps, 'prefix' | 'inputMode'>) {
  return <TextRow {...props} prefix="$" inputMode="numeric" />
}

/**
 * A number in steps of `step`: a phone shows its number pad, with a decimal point when the
 * step is a fraction.
 */
export function NumberRow(props: Omit<TextRowProps, 'type' | 'inputMode'> & { step: number }) {
  return <TextRow {...props} type="number" inputMode={Number.isInteger(props.step) ? 'numeric' : 'decimal'} />
}

/** An interest rate: a decimal from 0 to 25 in hundredths, `%` after it. */
export function RateRow(props: Omit<TextRowProps, 'type' | 'inputMode' | 'step' | 'min' | 'max' | 'suffix'>) {
  return <NumberRow {...props} step={0.01} min={0} max={25} suffix="%" />
}

export function TextRow(props: TextRowProps) {
  // `input`: what the input element takes as it is (name, value, inputMode, step, min, max…).
  const {
    label,
    onChange,
    error,
    hint,
    required,
    type = 'text',
    autoComplete = 'off',
    prefix,
    suffix,
    numeric,
    className,
    ...input
  } = props
  const rowHint = useRowHint(hint)
  const side = numeric ? cx(adornment, css({ textStyle: 'md' })) : adornment
  // A web address is typed as it is: no capital letter, autocorrection or spelling marks.
  const verbatim = type === 'url'
  return (
    <Field.Root invalid={Boolean(error)} required={required} className={className}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <div className={css({ position: 'relative' })}>
        {prefix ? (
          <span className={cx(side, css({ left: '3' }))} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <Field.Input
          {...input}
          aria-describedby={rowHint.describedBy}
          type={type}
          autoComplete={autoComplete}
          autoCapitalize={verbatim ? 'none' : undefined}
          autoCorrect={verbatim ? 'off' : undefined}
          spellCheck={verbatim ? false : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
          // Literal styles joined (the build writes each out; one object of conditions would be
          // hashed in the browser at every render of every row).
          className={cx(
            prefix && css({ pl: '7' }),
            suffix && (suffix.length > 1 ? css({ pr: '16' }) : css({ pr: '8' })),
            numeric && css({ fontVariantNumeric: 'tabular-nums' }),
          )}
        />
        {suffix ? (
          <span className={cx(side, css({ right: '3' }))} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      {rowHint.element}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

const selectClass = cx(input(), css({ pr: '10', cursor: 'pointer', textOverflow: 'ellipsis' }))

export function SelectRow<V extends string | number>(props: {
  name: string
  label: ReactNode
  value: V
  options: readonly { value: V; label: string }[]
  onChange(value: V): void
  hint?: ReactNode
  error?: string | undefined
  className?: string
  disabled?: boolean
}) {
  const { name, label, value, options, onChange, hint, error, className, disabled } = props
  const rowHint = useRowHint(hint)
  return (
    <Field.Root invalid={Boolean(error)} className={className} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <div className={css({ position: 'relative' })}>
        <ArkField.Select
          name={name}
          aria-describedby={rowHint.describedBy}
          value={String(value)}
          onChange={(e) => {
            const found = options.find((o) => String(o.value) === e.currentTarget.value)
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
      {rowHint.element}
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
  const rowHint = useRowHint(hint)
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Field.Textarea
        name={name}
        aria-describedby={rowHint.describedBy}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {rowHint.element}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/** A consent-style checkbox with its text as the label and an error below it. */
/** The checkbox's input, described by its field's error while invalid (ui/field.tsx useDescribedBy). */
function DescribedHiddenInput() {
  return <Checkbox.HiddenInput aria-describedby={useDescribedBy(undefined)} />
}

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
        <DescribedHiddenInput />
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/** A two-column form grid (one column on phones), and a cell spanning both columns. */
export const formGrid = cx(twoColumns, css({ gap: '4' }))
export const wideCell = css({ gridColumn: { sm: 'span 2' } })

/**
 * The contact fields every lead form asks for: each keeps one input type, keyboard, autofill
 * and length limit (the shared schema's) wherever it appears. The label may be overridden
 * ('Phone (optional)'); a name row always says its own label ('Full name' or 'Full Name').
 */
type PresetRowProps = Omit<TextRowProps, 'name' | 'label'> & { name?: string; label?: ReactNode }

export function NameRow(props: PresetRowProps & { label: ReactNode }) {
  return <TextRow name="name" autoComplete="name" maxLength={100} {...props} />
}

export function EmailRow(props: PresetRowProps) {
  return (
    <TextRow
      name="email"
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={254}
      {...props}
    />
  )
}

export function PhoneRow(props: PresetRowProps) {
  return <TextRow name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={25} {...props} />
}

/** The form's alert above its button: why it was not sent, or why sending failed. */
export function FormAlert({ message, boxed }: { message: string | undefined; boxed?: boolean }) {
  if (!message) return null
  return (
    <p role="alert" className={boxed ? boxedAlert : plainAlert}>
      {message}
    </p>
  )
}

const plainAlert = css({ color: 'danger.fg', fontWeight: 'medium', textStyle: 'sm' })
const boxedAlert = cx(tinted.danger, css({ color: 'danger.fg', fontWeight: 'medium', borderRadius: 'md', p: '3' }))

/**
 * A public form's large submit button, which reads `busyLabel` while sending. Full width on
 * phones and its own width from `sm` up, or full width always (`fullWidth`).
 */
export function SubmitButton({
  busy,
  busyLabel = 'Submitting…',
  fullWidth,
  children,
}: {
  busy: boolean
  busyLabel?: string
  fullWidth?: boolean
  children: ReactNode
}) {
  const button = (
    <Button
      type="submit"
      size="lg"
      loading={busy}
      loadingText={busyLabel}
      className={fullWidth ? css({ w: 'full' }) : css({ w: { base: 'full', sm: 'auto' } })}
    >
      {children}
    </Button>
  )
  return fullWidth ? button : <div>{button}</div>
}

/** A lead form's optional agent choice; when the list cannot load, one is assigned to the lead. */
export function AgentSelectRow(props: {
  name: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange(value: string): void
  error?: string | undefined
  /** The agent list failed to load. */
  unavailable: boolean
}) {
  const { unavailable, ...row } = props
  return (
    <SelectRow
      label="Agent (optional)"
      hint={unavailable ? "The agent list isn't available right now; an agent will be assigned." : undefined}
      {...row}
    />
  )
}
