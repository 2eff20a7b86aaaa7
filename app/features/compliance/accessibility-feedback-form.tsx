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
import { useLeadFormValues } from '#app/components/form/use-lead-form.ts'
import { CASE_TEXT } from '#shared/constants/compliance.ts'
import { css } from '#styled-system/css'
import {
  buildFeedbackPayload,
  FEEDBACK_FORM_TEXTS,
  FEEDBACK_SERVER_FIELDS,
  initialFeedbackValues,
  validateFeedback,
} from './accessibility-feedback-model'

/** The accessibility page's feedback form: a tracked case, sent through the device outbox. */
export function AccessibilityFeedbackForm({ label }: { label: string }) {
  const { form, formProps, field } = useLeadFormValues('accessibility-feedback', {
    serverFields: FEEDBACK_SERVER_FIELDS,
    texts: FEEDBACK_FORM_TEXTS,
    initial: initialFeedbackValues,
    validate: validateFeedback,
    build: buildFeedbackPayload,
  })
  return (
    <form {...formProps} aria-label={label} className={css({ display: 'grid', gap: '5', maxW: '2xl' })}>
      <div className={formGrid}>
        <div className={wideCell}>
          <NameRow label="Your Name" {...field('name')} required />
        </div>
        <EmailRow {...field('email')} required />
        <PhoneRow label="Phone (optional)" {...field('phone')} />
        <div className={wideCell}>
          <TextAreaRow
            label="Your feedback"
            hint="What was hard to use, where, and any format or support you need."
            rows={5}
            maxLength={CASE_TEXT.details.max}
            {...field('details')}
            required
          />
        </div>
      </div>
      <FormAlert message={form.message} />
      <SubmitButton busy={form.busy} busyLabel="Sending…">
        Send Feedback
      </SubmitButton>
    </form>
  )
}
