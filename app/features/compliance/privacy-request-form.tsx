import {
  EmailRow,
  FormAlert,
  formGrid,
  NameRow,
  SelectRow,
  SubmitButton,
  TextAreaRow,
  wideCell,
} from '#app/components/form/form-rows.tsx'
import { useLeadFormValues } from '#app/components/form/use-lead-form.ts'
import { CASE_TEXT } from '#shared/constants/compliance.ts'
import { css } from '#styled-system/css'
import {
  buildPrivacyRequestPayload,
  initialPrivacyRequestValues,
  PRIVACY_REQUEST_FORM_TEXTS,
  PRIVACY_REQUEST_SERVER_FIELDS,
  REQUEST_TYPE_OPTIONS,
  validatePrivacyRequest,
} from './privacy-request-model'

/**
 * The privacy page's request form: a tracked request (answered within 30 days), sent through
 * the device outbox like every public form.
 */
export function PrivacyRequestForm({ label }: { label: string }) {
  const { form, formProps, field } = useLeadFormValues('privacy-request', {
    serverFields: PRIVACY_REQUEST_SERVER_FIELDS,
    texts: PRIVACY_REQUEST_FORM_TEXTS,
    initial: initialPrivacyRequestValues,
    validate: validatePrivacyRequest,
    build: buildPrivacyRequestPayload,
  })
  return (
    <form {...formProps} aria-label={label} className={css({ display: 'grid', gap: '5', maxW: '2xl' })}>
      <div className={formGrid}>
        <div className={wideCell}>
          <SelectRow label="I am asking for" options={REQUEST_TYPE_OPTIONS} {...field('requestType')} />
        </div>
        <NameRow label="Your Name" {...field('name')} required />
        <EmailRow {...field('email')} required />
        <div className={wideCell}>
          <TextAreaRow
            label="Your request"
            hint="What you would like a copy of, or what should be corrected and how."
            rows={5}
            maxLength={CASE_TEXT.details.max}
            {...field('details')}
            required
          />
        </div>
      </div>
      <FormAlert message={form.message} />
      <SubmitButton busy={form.busy} busyLabel="Sending…">
        Send Request
      </SubmitButton>
    </form>
  )
}
