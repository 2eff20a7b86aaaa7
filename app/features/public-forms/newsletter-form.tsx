import { useState } from 'react'
import { CheckboxRow, TextRow } from '#app/components/form/form-rows.tsx'
import { useLeadForm } from '#app/components/form/use-lead-form.ts'
import { Button } from '#app/components/ui/button.tsx'
import { NEWSLETTER_CONSENT } from '#shared/constants/public-forms.ts'
import { css } from '#styled-system/css'
import {
  buildNewsletterPayload,
  initialNewsletterValues,
  NEWSLETTER_FORM_TEXTS,
  NEWSLETTER_SERVER_FIELDS,
  type NewsletterField,
  type NewsletterValues,
  validateNewsletter,
} from './newsletter-model'

/** 'Stay in touch!': one email and an opt-in box (CASL), sent through the device outbox. */
export function NewsletterForm({ labelledBy }: { labelledBy: string }) {
  const [values, setValues] = useState<NewsletterValues>(initialNewsletterValues)
  const form = useLeadForm('newsletter', {
    serverFields: NEWSLETTER_SERVER_FIELDS,
    texts: NEWSLETTER_FORM_TEXTS,
    onAccepted: () => setValues(initialNewsletterValues()),
  })
  const checks = validateNewsletter(values)
  const shown = (key: NewsletterField) => (form.submitted ? (form.fieldErrors[key] ?? checks[key]) : undefined)
  const onSubmit = form.handleSubmit(() => {
    const payload = buildNewsletterPayload(values)
    return payload ? { payload } : { errors: checks }
  })
  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      className={css({ display: 'grid', gap: '4' })}
    >
      <TextRow
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        placeholder="you@example.com"
        value={values.email}
        onChange={(email) => {
          setValues((v) => ({ ...v, email }))
          form.fieldChanged('email')
        }}
        error={shown('email')}
        required
      />
      <CheckboxRow
        name="consent"
        label={NEWSLETTER_CONSENT.text}
        checked={values.consent}
        onChange={(consent) => {
          setValues((v) => ({ ...v, consent }))
          form.fieldChanged('consent')
        }}
        error={shown('consent')}
        required
      />
      {form.message ? (
        <p role="alert" className={css({ color: 'danger.fg', fontWeight: 'medium', textStyle: 'sm' })}>
          {form.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={form.busy} loadingText="Subscribing…" className={css({ w: 'full' })}>
        Subscribe Now
      </Button>
    </form>
  )
}
