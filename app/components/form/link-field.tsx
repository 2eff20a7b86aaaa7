import type { ReactNode } from 'react'
import { Field } from '#app/components/ui/field.tsx'

/**
 * A web address field (agent dashboard Social, Links, SEO): the phone keyboard for
 * URLs, no autocorrect or capitals, the error of the client check or the server's 400 under it.
 */
export function LinkField(props: {
  name: string
  label: ReactNode
  value: string
  onChange(value: string): void
  error?: string | undefined
  hint?: ReactNode
  placeholder?: string
}) {
  const { name, label, value, onChange, error, hint, placeholder = 'https://' } = props
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Field.Input
        name={name}
        type="url"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={value}
        maxLength={2000}
        placeholder={placeholder}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
