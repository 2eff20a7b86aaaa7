import type { ReactNode } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { VisuallyHidden } from '#app/components/ui/visually-hidden.tsx'
import { css } from '#styled-system/css'
import { characterCount } from './character-count'

/**
 * A length-limited text field with a live counter ("42/60"), e.g. the SEO title (60) and
 * description (160) the SEO fields allow. The text may run past the limit (a paste is not cut
 * silently): the counter turns red and the form's check names the field. The counter is part of
 * the field's description; a polite live region speaks only near and past the limit.
 */
export function CountedTextField(props: {
  name: string
  label: ReactNode
  value: string
  max: number
  onChange(value: string): void
  error?: string | undefined
  hint?: ReactNode
  multiline?: boolean
  placeholder?: string
}) {
  const { name, label, value, max, onChange, error, hint, multiline = false, placeholder } = props
  const count = characterCount(value, max)
  const common = {
    name,
    value,
    placeholder,
    // A generous hard stop only (the counter is the limit people see).
    maxLength: max * 4,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
  }
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {multiline ? <Field.Textarea rows={3} {...common} /> : <Field.Input {...common} />}
      <Field.HelperText className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
        <span>{hint}</span>
        <span
          className={css({
            fontVariantNumeric: 'tabular-nums',
            flexShrink: 0,
            color: count.over ? 'danger.fg' : undefined,
            fontWeight: count.over ? 'semibold' : undefined,
          })}
        >
          <VisuallyHidden>Characters used: </VisuallyHidden>
          {count.visible}
        </span>
      </Field.HelperText>
      <VisuallyHidden aria-live="polite">{count.announcement}</VisuallyHidden>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
