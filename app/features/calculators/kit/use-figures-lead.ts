import { useState } from 'react'
import {
  type LeadFormAttempt,
  type LeadFormTexts,
  leadFields,
  useLeadForm,
} from '#app/components/form/use-lead-form.ts'
import type { SubmissionKind, SubmissionPayloadInput } from '#shared/compliance/submissions.ts'

/**
 * A calculator's dialog that sends the page's figures as a lead ('Send me a copy', 'Get my
 * renewal quote'): the visitor's contact values and their checks, the lead built from them with
 * the figures, or `noFigures` as the alert when the figures do not compute. Once the lead is
 * accepted the values clear and the dialog closes.
 */
export function useFiguresLead<K extends SubmissionKind, V extends Record<F, string>, F extends string>(
  kind: K,
  options: {
    open: boolean
    onOpenChange(open: boolean): void
    empty: V
    serverFields: Readonly<Record<string, F>>
    texts: LeadFormTexts
    check(values: V): Partial<Record<F, string>>
    build(values: V): SubmissionPayloadInput<K> | null
    noFigures: string
  },
) {
  const { open, onOpenChange, empty, serverFields, texts, check, build, noFigures } = options
  const [values, setValues] = useState(empty)
  const form = useLeadForm(kind, {
    serverFields,
    texts,
    active: open,
    onAccepted: () => {
      setValues(empty)
      onOpenChange(false)
    },
  })
  const checks = check(values)
  const { field } = leadFields(form, values, setValues, checks)
  const onSubmit = form.handleSubmit((): LeadFormAttempt<K, F> => {
    if (Object.keys(checks).length > 0) return { errors: checks }
    const payload = build(values)
    return payload ? { payload } : { errors: {}, message: noFigures }
  })
  /** `dialog`: the LeadFormDialog's open state, form and submit, to spread on it. */
  return { field, dialog: { open, onOpenChange, form, onSubmit } }
}
