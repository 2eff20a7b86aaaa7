import type { ComponentProps, ReactNode } from 'react'
import { Field } from '#app/components/ui/field.tsx'

type InputProps = Omit<ComponentProps<typeof Field.Input>, 'value' | 'onChange' | 'required'>

/**
 * A required field of the sign-in and security forms (email, password, a 6-digit code): the
 * plain kit Field, so signing in does not load the form kit. `hint` is shown under the input.
 */
type AuthFieldProps = InputProps & { label: string; value: string; onChange(value: string): void; hint?: ReactNode }

export function AuthField({ label, value, onChange, hint, ...input }: AuthFieldProps) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <Field.Input {...input} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  )
}

/** The 6-digit code of an authenticator app: it keeps the digits typed, at most six. */
export function CodeField({
  onChange,
  ...props
}: Omit<AuthFieldProps, 'autoComplete' | 'inputMode' | 'pattern' | 'maxLength' | 'type'>) {
  return (
    <AuthField
      {...props}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={6}
      onChange={(typed) => onChange(typed.replace(/\D/g, '').slice(0, 6))}
    />
  )
}

/** The account's e-mail, as the password manager knows it (its username). */
export function EmailField(props: Omit<AuthFieldProps, 'label' | 'type' | 'name' | 'autoComplete' | 'maxLength'>) {
  return <AuthField {...props} label="Email" type="email" name="email" autoComplete="username" maxLength={254} />
}

/** A password, hidden as it is typed; `autoComplete` tells a password manager which one it is. */
export function PasswordField(
  props: Omit<AuthFieldProps, 'type' | 'autoComplete'> & { autoComplete: 'current-password' | 'new-password' },
) {
  return <AuthField {...props} type="password" />
}
