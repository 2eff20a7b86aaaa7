// What the compliance forms (accessibility feedback, complaints, privacy requests) share: who is
// asking, the case's details within the case length, and the words of sending one.

import { emailProblem, personNameProblem, phoneProblem, textFieldProblem } from '#app/components/form/field-checks.ts'
import { offlineTexts } from '#app/components/form/lead-form-texts.ts'
import type { LeadFormTexts } from '#app/components/form/use-lead-form.ts'
import { CASE_TEXT } from '#shared/constants/compliance.ts'

/** The asker's rows: a name and an email, and a phone (optional) on the forms that ask for one. */
interface Asker {
  name: string
  email: string
  phone?: string
}

/** The asker's problems, in the order of the form's rows. */
export function askerProblems(values: Asker) {
  return {
    name: personNameProblem(values.name, 'Enter your name.'),
    email: emailProblem(values.email),
    ...(values.phone === undefined ? {} : { phone: phoneProblem(values.phone, true) }),
  }
}

/** The asker's name and email as sent: trimmed. */
export function askerPayload(values: Asker) {
  return { name: values.name.trim(), email: values.email.trim() }
}

/** The details' problem: `required` when empty, and too long past the case length, said of the `noun`. */
export function detailsProblem(details: string, noun: string, required: string) {
  return textFieldProblem(details, CASE_TEXT.details, {
    required,
    tooLong: (max) => `Your ${noun} can be at most ${max} characters.`,
  })
}

/** The form's words: `success` once accepted, the others said of the `noun` (feedback, complaint…). */
export function caseFormTexts(noun: string, success: string): LeadFormTexts {
  return {
    success,
    failure: `Failed to send your ${noun}. Please try again.`,
    ...offlineTexts(noun),
  }
}
