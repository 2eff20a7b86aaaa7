import { EmailRow, NameRow, SelectRow, wideCell } from '#app/components/form/form-rows.tsx'
import { useLeadFormValues } from '#app/components/form/use-lead-form.ts'
import { CaseForm } from './case-form'
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
  const details = {
    label: 'Your request',
    hint: 'What you would like a copy of, or what should be corrected and how.',
    rows: 5,
    ...field('details'),
  }
  return (
    <CaseForm label={label} formProps={formProps} form={form} details={details} submitLabel="Send Request">
      <div className={wideCell}>
        <SelectRow label="I am asking for" options={REQUEST_TYPE_OPTIONS} {...field('requestType')} />
      </div>
      <NameRow label="Your Name" {...field('name')} required />
      <EmailRow {...field('email')} required />
    </CaseForm>
  )
}
