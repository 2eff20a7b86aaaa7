import {
  EmailRow,
  FormAlert,
  NameRow,
  PhoneRow,
  SubmitButton,
  TextAreaRow,
  TextRow,
} from '#app/components/form/form-rows.tsx'
import { useLeadFormValues } from '#app/components/form/use-lead-form.ts'
import { css } from '#styled-system/css'
import {
  BECOME_BROKER_FORM_TEXTS,
  BECOME_BROKER_SERVER_FIELDS,
  buildBecomeBrokerPayload,
  EXPERIENCE_PLACEHOLDER,
  initialBecomeBrokerValues,
  validateBecomeBroker,
} from './become-broker-model'

/** 'Join Our Team': an agent_application lead through the device outbox (sent once). */
export function BecomeBrokerForm({ labelledBy }: { labelledBy: string }) {
  const { form, formProps, field } = useLeadFormValues('become-broker', {
    serverFields: BECOME_BROKER_SERVER_FIELDS,
    texts: BECOME_BROKER_FORM_TEXTS,
    initial: initialBecomeBrokerValues,
    validate: validateBecomeBroker,
    build: buildBecomeBrokerPayload,
  })
  return (
    <form {...formProps} aria-labelledby={labelledBy} className={css({ display: 'grid', gap: '4' })}>
      <NameRow label="Full Name" {...field('name')} required />
      <EmailRow {...field('email')} required />
      <PhoneRow {...field('phone')} required />
      <TextRow
        label="Current Experience Level"
        placeholder={EXPERIENCE_PLACEHOLDER}
        maxLength={200}
        {...field('experience')}
        required
      />
      <TextAreaRow label="Additional Information" rows={4} maxLength={5000} {...field('message')} />
      <FormAlert message={form.message} />
      <SubmitButton busy={form.busy}>Submit Application</SubmitButton>
    </form>
  )
}
