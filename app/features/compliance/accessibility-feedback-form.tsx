import { useLeadFormValues } from '#app/components/form/use-lead-form.ts'
import {
  buildFeedbackPayload,
  FEEDBACK_FORM_TEXTS,
  FEEDBACK_SERVER_FIELDS,
  initialFeedbackValues,
  validateFeedback,
} from './accessibility-feedback-model'
import { AskerRows, CaseForm } from './case-form'

/** The accessibility page's feedback form: a tracked case, sent through the device outbox. */
export function AccessibilityFeedbackForm({ label }: { label: string }) {
  const { form, formProps, field } = useLeadFormValues('accessibility-feedback', {
    serverFields: FEEDBACK_SERVER_FIELDS,
    texts: FEEDBACK_FORM_TEXTS,
    initial: initialFeedbackValues,
    validate: validateFeedback,
    build: buildFeedbackPayload,
  })
  const details = {
    label: 'Your feedback',
    hint: 'What was hard to use, where, and any format or support you need.',
    rows: 5,
    ...field('details'),
  }
  return (
    <CaseForm label={label} formProps={formProps} form={form} details={details} submitLabel="Send Feedback">
      <AskerRows field={field} />
    </CaseForm>
  )
}
