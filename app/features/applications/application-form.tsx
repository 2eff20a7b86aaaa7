import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import {
  AgentSelectRow,
  EmailRow,
  FormAlert,
  formGrid,
  MoneyRow,
  NameRow,
  PhoneRow,
  SubmitButton,
  TextRow,
  wideCell,
} from '#app/components/form/form-rows.tsx'
import { useLeadFormValues } from '#app/components/form/use-lead-form.ts'
import { agentOptionsQueryOptions } from '#app/data/public/agents.ts'
import { css } from '#styled-system/css'
import {
  APPLICATION_FORM_TEXTS,
  APPLICATION_SERVER_FIELDS,
  type ApplicationSearch,
  buildApplicationPayload,
  initialApplicationValues,
  NO_AGENT,
  validateApplication,
} from './application-model'

/**
 * 'Apply for a Mortgage': full name, email and phone required, mortgage amount,
 * property address, agent optional. Submits an application lead through the device outbox
 * (useLeadForm), so an application made with no signal is kept and sent once when the
 * connection is back.
 */
export function ApplicationForm({ search }: { search: ApplicationSearch }) {
  const { form, formProps, values, setValues, field } = useLeadFormValues('application', {
    serverFields: APPLICATION_SERVER_FIELDS,
    texts: APPLICATION_FORM_TEXTS,
    initial: () => initialApplicationValues(),
    first: () => initialApplicationValues(search),
    validate: validateApplication,
    build: buildApplicationPayload,
  })

  // A new 'Apply Now' (another amount or product) replaces it; an agent link picks the agent.
  useEffect(() => {
    setValues((v) => ({
      ...v,
      amount: search.amount ? String(search.amount) : v.amount,
      product: search.product ?? v.product,
      agentId: search.agent ?? v.agentId,
    }))
  }, [search.amount, search.product, search.agent, setValues])

  const agents = useQuery(agentOptionsQueryOptions())
  const agentOptions = useMemo(() => {
    const list = agents.data?.agents ?? []
    const options = [{ value: NO_AGENT, label: 'No preference' }, ...list.map((a) => ({ value: a.id, label: a.name }))]
    // An agent chosen by the link but not (yet) in the list stays selectable rather than vanishing.
    if (values.agentId !== NO_AGENT && !list.some((a) => a.id === values.agentId))
      options.push({ value: values.agentId, label: 'The agent who sent you here' })
    return options
  }, [agents.data, values.agentId])

  return (
    <form {...formProps} aria-labelledby="apply-heading" className={css({ display: 'grid', gap: '5' })}>
      <div className={formGrid}>
        <div className={wideCell}>
          <NameRow label="Full name" {...field('name')} required />
        </div>
        <EmailRow {...field('email')} required />
        <PhoneRow {...field('phone')} required />
        {search.product || values.product ? (
          <div className={wideCell}>
            <TextRow
              label="Product"
              maxLength={200}
              hint="The product you chose; clear it if you would rather talk the options over."
              {...field('product')}
            />
          </div>
        ) : null}
        <MoneyRow
          label="Mortgage amount"
          placeholder="450000"
          {...field('amount')}
          hint={
            search.amount && values.amount === String(search.amount)
              ? 'From your affordability results; change it if you like.'
              : 'An estimate is fine.'
          }
        />
        <AgentSelectRow options={agentOptions} unavailable={agents.isError} {...field('agentId')} />
        <div className={wideCell}>
          <TextRow
            label="Property address"
            autoComplete="street-address"
            maxLength={300}
            {...field('address')}
            hint="If you have a property in mind. Leave it empty if you're still looking."
          />
        </div>
      </div>
      <FormAlert message={form.message} />
      <SubmitButton busy={form.busy}>Submit Application</SubmitButton>
      <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>
        We use these details only to work on your application. No credit check is made until you agree to one.
      </p>
    </form>
  )
}
