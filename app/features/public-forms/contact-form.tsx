import { useState } from 'react'
import { CheckboxRow, SelectRow, TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { useLeadForm } from '#app/components/form/use-lead-form.ts'
import { Button } from '#app/components/ui/button.tsx'
import { CONTACT_CONSENT } from '#shared/constants/public-forms.ts'
import { css } from '#styled-system/css'
import {
  buildContactPayload,
  CONSENT_REQUIRED,
  CONTACT_FORM_TEXTS,
  CONTACT_SERVER_FIELDS,
  type ContactField,
  type ContactHidden,
  type ContactValues,
  initialContactValues,
  PHONE_TYPE_OPTIONS,
  validateContact,
} from './contact-model'

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } })
const wide = css({ gridColumn: { sm: 'span 2' } })

/**
 * The contact form: sent through the device outbox (useLeadForm), so a message
 * written with no signal is kept and sent once. The consent box is required (the spec's toast
 * when it is not ticked, nothing sent). The partner network's outcome goes to the lead's
 * timeline for staff, not to the visitor.
 */
export function ContactForm({ hidden, labelledBy }: { hidden: ContactHidden; labelledBy: string }) {
  const [values, setValues] = useState<ContactValues>(initialContactValues)
  const form = useLeadForm('contact', {
    serverFields: CONTACT_SERVER_FIELDS,
    texts: CONTACT_FORM_TEXTS,
    // One message for the visitor: the partner network's outcome is for staff (the lead's timeline).
    onAccepted: () => setValues(initialContactValues()),
  })

  const checks = validateContact(values)
  const shown = (key: ContactField) => (form.submitted ? (form.fieldErrors[key] ?? checks[key]) : undefined)
  const set =
    <K extends ContactField>(key: K) =>
    (value: ContactValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }))
      form.fieldChanged(key)
    }

  const onSubmit = form.handleSubmit(() => {
    const payload = buildContactPayload(values, hidden)
    if (payload) return { payload }
    if (checks.consent) form.notifyError({ title: CONSENT_REQUIRED })
    return { errors: checks }
  })

  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      className={css({ display: 'grid', gap: '5' })}
    >
      <div className={grid}>
        <TextRow
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          maxLength={50}
          value={values.firstName}
          onChange={set('firstName')}
          error={shown('firstName')}
          required
        />
        <TextRow
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          maxLength={50}
          value={values.lastName}
          onChange={set('lastName')}
          error={shown('lastName')}
          required
        />
        <div className={wide}>
          <TextRow
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={set('email')}
            error={shown('email')}
            required
          />
        </div>
        <TextRow
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={25}
          value={values.phone}
          onChange={set('phone')}
          error={shown('phone')}
          required
        />
        <SelectRow
          name="phoneType"
          label="Phone Type"
          value={values.phoneType}
          options={PHONE_TYPE_OPTIONS}
          onChange={set('phoneType')}
          error={shown('phoneType')}
        />
        <TextRow
          name="postalCode"
          label="Postal Code (optional)"
          autoComplete="postal-code"
          maxLength={10}
          placeholder="A1A 1A1"
          value={values.postalCode}
          onChange={set('postalCode')}
          error={shown('postalCode')}
        />
        <div className={wide}>
          <TextAreaRow
            name="message"
            label="Comments"
            rows={4}
            maxLength={5000}
            value={values.message}
            onChange={set('message')}
            error={shown('message')}
            required
          />
        </div>
        <div className={wide}>
          <CheckboxRow
            name="consent"
            label={CONTACT_CONSENT.text}
            checked={values.consent}
            onChange={set('consent')}
            error={shown('consent')}
            required
          />
        </div>
      </div>
      {form.message ? (
        <p role="alert" className={css({ color: 'danger.fg', fontWeight: 'medium', textStyle: 'sm' })}>
          {form.message}
        </p>
      ) : null}
      <div>
        <Button
          type="submit"
          size="lg"
          loading={form.busy}
          loadingText="Submitting…"
          className={css({ w: { base: 'full', sm: 'auto' } })}
        >
          Send Message
        </Button>
      </div>
    </form>
  )
}
