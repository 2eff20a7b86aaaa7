import { CheckboxRow, EmailRow, FormAlert, SubmitButton } from '#app/components/form/form-rows.tsx'
import { useLeadFormValues } from '#app/components/form/use-lead-form.ts'
import { NEWSLETTER_CONSENT } from '#shared/constants/public-forms.ts'
import { css } from '#styled-system/css'
import {
  buildNewsletterPayload,
  initialNewsletterValues,
  NEWSLETTER_FORM_TEXTS,
  NEWSLETTER_SERVER_FIELDS,
  validateNewsletter,
} from './newsletter-model'

/** 'Stay in touch!': one email and an opt-in box (CASL), sent through the device outbox. */
export function NewsletterForm({ labelledBy }: { labelledBy: string }) {
  const { form, formProps, field, check } = useLeadFormValues('newsletter', {
    serverFields: NEWSLETTER_SERVER_FIELDS,
    texts: NEWSLETTER_FORM_TEXTS,
    initial: initialNewsletterValues,
    validate: validateNewsletter,
    build: buildNewsletterPayload,
  })
  return (
    <form {...formProps} aria-labelledby={labelledBy} className={css({ display: 'grid', gap: '4' })}>
      <EmailRow placeholder="you@example.com" {...field('email')} required />
      <CheckboxRow label={NEWSLETTER_CONSENT.text} {...check('consent')} required />
      <FormAlert message={form.message} />
      <SubmitButton busy={form.busy} busyLabel="Subscribing…" fullWidth>
        Subscribe Now
      </SubmitButton>
    </form>
  )
}
