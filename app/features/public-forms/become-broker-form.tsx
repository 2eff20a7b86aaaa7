import { useState } from 'react'
import { TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { useLeadForm } from '#app/components/form/use-lead-form.ts'
import { Button } from '#app/components/ui/button.tsx'
import { css } from '#styled-system/css'
import {
  BECOME_BROKER_FORM_TEXTS,
  BECOME_BROKER_SERVER_FIELDS,
  type BecomeBrokerField,
  type BecomeBrokerValues,
  buildBecomeBrokerPayload,
  EXPERIENCE_PLACEHOLDER,
  initialBecomeBrokerValues,
  validateBecomeBroker,
} from './become-broker-model'

/** 'Join Our Team': an agent_application lead through the device outbox (sent once). */
export function BecomeBrokerForm({ labelledBy }: { labelledBy: string }) {
  const [values, setValues] = useState<BecomeBrokerValues>(initialBecomeBrokerValues)
  const form = useLeadForm('become-broker', {
    serverFields: BECOME_BROKER_SERVER_FIELDS,
    texts: BECOME_BROKER_FORM_TEXTS,
    onAccepted: () => setValues(initialBecomeBrokerValues()),
  })
  const checks = validateBecomeBroker(values)
  const shown = (key: BecomeBrokerField) => (form.submitted ? (form.fieldErrors[key] ?? checks[key]) : undefined)
  const set = (key: BecomeBrokerField) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }))
    form.fieldChanged(key)
  }
  const onSubmit = form.handleSubmit(() => {
    const payload = buildBecomeBrokerPayload(values)
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
        name="name"
        label="Full Name"
        autoComplete="name"
        maxLength={100}
        value={values.name}
        onChange={set('name')}
        error={shown('name')}
        required
      />
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
      <TextRow
        name="experience"
        label="Current Experience Level"
        placeholder={EXPERIENCE_PLACEHOLDER}
        maxLength={200}
        value={values.experience}
        onChange={set('experience')}
        error={shown('experience')}
        required
      />
      <TextAreaRow
        name="message"
        label="Additional Information"
        rows={4}
        maxLength={5000}
        value={values.message}
        onChange={set('message')}
        error={shown('message')}
      />
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
          Submit Application
        </Button>
      </div>
    </form>
  )
}
