import type { ComponentProps, ReactNode } from 'react'
import {
  EmailRow,
  FormAlert,
  formGrid,
  NameRow,
  PhoneRow,
  SubmitButton,
  TextAreaRow,
  wideCell,
} from '#app/components/form/form-rows.tsx'
import { CASE_TEXT } from '#shared/constants/compliance.ts'
import { css } from '#styled-system/css'

type DetailsRow = Omit<ComponentProps<typeof TextAreaRow>, 'maxLength' | 'required'>

/**
 * A compliance page's form (accessibility feedback, a complaint, a privacy request): the rows
 * that say who is asking (`children`), the case's details (required, within the case length),
 * the form's message, then Send.
 */
export function CaseForm({
  label,
  formProps,
  form,
  details,
  submitLabel,
  children,
}: {
  label: string
  formProps: Omit<ComponentProps<'form'>, 'aria-label' | 'className'>
  form: { message: string | undefined; busy: boolean }
  details: DetailsRow
  submitLabel: string
  children: ReactNode
}) {
  return (
    <form {...formProps} aria-label={label} className={css({ display: 'grid', gap: '5', maxW: '2xl' })}>
      <div className={formGrid}>
        {children}
        <div className={wideCell}>
          <TextAreaRow {...details} maxLength={CASE_TEXT.details.max} required />
        </div>
      </div>
      <FormAlert message={form.message} />
      <SubmitButton busy={form.busy} busyLabel="Sending…">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}

/** A row's binding from the form's `field(key)`. */
interface RowBinding {
  name: string
  value: string
  onChange(value: string): void
  error: string | undefined
}

/** Who is asking, phone optional: the name on a line of its own, then the email and the phone. */
export function AskerRows({ field }: { field(key: 'name' | 'email' | 'phone'): RowBinding }) {
  return (
    <>
      <div className={wideCell}>
        <NameRow label="Your Name" {...field('name')} required />
      </div>
      <EmailRow {...field('email')} required />
      <PhoneRow label="Phone (optional)" {...field('phone')} />
    </>
  )
}
