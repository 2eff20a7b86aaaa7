import {
  CheckboxRow,
  EmailRow,
  FormAlert,
  formGrid,
  NameRow,
  PhoneRow,
  SelectRow,
  SubmitButton,
  TextAreaRow,
  TextRow,
  wideCell,
} from '#app/components/form/form-rows.tsx'
import { useLeadFormValues } from '#app/components/form/use-lead-form.ts'
import { CONTACT_CONSENT } from '#shared/constants/public-forms.ts'
import { css } from '#styled-system/css'
import {
  buildContactPayload,
  CONSENT_REQUIRED,
  CONTACT_FORM_TEXTS,
  CONTACT_SERVER_FIELDS,
  type ContactHidden,
  initialContactValues,
  PHONE_TYPE_OPTIONS,
  validateContact,
} from './contact-model'

/**
 * The contact form: sent through the device outbox (useLeadForm), so a message
 * written with no signal is kept and sent once. The consent box is required (the spec's toast
 * when it is not ticked, nothing sent). The partner network's outcome goes to the lead's
 * timeline for staff, not to the visitor.
 */
export function ContactForm({ hidden, labelledBy }: { hidden: ContactHidden; labelledBy: string }) {
  // One message for the visitor: the partner network's outcome is for staff (the lead's timeline).
  const { form, formProps, field, check } = useLeadFormValues('contact', {
    serverFields: CONTACT_SERVER_FIELDS,
    texts: CONTACT_FORM_TEXTS,
    initial: initialContactValues,
    validate: validateContact,
    build: (v) => buildContactPayload(v, hidden),
    // The required consent box says so in a toast as well (nothing is sent).
    onInvalid: (checks, form) => {
      if (checks.consent) form.notifyError({ title: CONSENT_REQUIRED })
    },
  })

  return (
    <form {...formProps} aria-labelledby={labelledBy} className={css({ display: 'grid', gap: '5' })}>
      <div className={formGrid}>
        <NameRow label="First Name" autoComplete="given-name" maxLength={50} {...field('firstName')} required />
        <NameRow label="Last Name" autoComplete="family-name" maxLength={50} {...field('lastName')} required />
        <div className={wideCell}>
          <EmailRow {...field('email')} required />
        </div>
        <PhoneRow {...field('phone')} required />
        <SelectRow label="Phone Type" options={PHONE_TYPE_OPTIONS} {...field('phoneType')} />
        <TextRow
          label="Postal Code (optional)"
          autoComplete="postal-code"
          maxLength={10}
          placeholder="A1A 1A1"
          {...field('postalCode')}
        />
        <div className={wideCell}>
          <TextAreaRow label="Comments" rows={4} maxLength={5000} {...field('message')} required />
        </div>
        <div className={wideCell}>
          <CheckboxRow label={CONTACT_CONSENT.text} {...check('consent')} required />
        </div>
      </div>
      <FormAlert message={form.message} />
      <SubmitButton busy={form.busy}>Send Message</SubmitButton>
    </form>
  )
}
