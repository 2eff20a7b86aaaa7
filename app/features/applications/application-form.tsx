import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { SelectRow, TextRow } from '#app/components/form/form-rows.tsx'
import { useLeadForm } from '#app/components/form/use-lead-form.ts'
import { Button } from '#app/components/ui/button.tsx'
import { agentOptionsQueryOptions } from '#app/data/public/agents.ts'
import { css } from '#styled-system/css'
import {
  APPLICATION_FORM_TEXTS,
  APPLICATION_SERVER_FIELDS,
  type ApplicationField,
  type ApplicationSearch,
  type ApplicationValues,
  buildApplicationPayload,
  initialApplicationValues,
  NO_AGENT,
  validateApplication,
} from './application-model'

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } })
const wide = css({ gridColumn: { sm: 'span 2' } })

/**
 * 'Apply for a Mortgage': full name, email and phone required, mortgage amount,
 * property address, agent optional. Submits an application lead through the device outbox
 * (useLeadForm), so an application made with no signal is kept and sent once when the
 * connection is back.
 */
export function ApplicationForm({ search }: { search: ApplicationSearch }) {
  const [values, setValues] = useState<ApplicationValues>(() => initialApplicationValues(search))
  const form = useLeadForm('application', {
    serverFields: APPLICATION_SERVER_FIELDS,
    texts: APPLICATION_FORM_TEXTS,
    onAccepted: () => setValues(initialApplicationValues()),
  })

  // A new 'Apply Now' (another amount or product) replaces it; an agent link picks the agent.
  useEffect(() => {
    setValues((v) => ({
      ...v,
      amount: search.amount ? String(search.amount) : v.amount,
      product: search.product ?? v.product,
      agentId: search.agent ?? v.agentId,
    }))
  }, [search.amount, search.product, search.agent])

  const agents = useQuery(agentOptionsQueryOptions())
  const agentOptions = useMemo(() => {
    const list = agents.data?.agents ?? []
    const options = [{ value: NO_AGENT, label: 'No preference' }, ...list.map((a) => ({ value: a.id, label: a.name }))]
    // An agent chosen by the link but not (yet) in the list stays selectable rather than vanishing.
    if (values.agentId !== NO_AGENT && !list.some((a) => a.id === values.agentId))
      options.push({ value: values.agentId, label: 'The agent who sent you here' })
    return options
  }, [agents.data, values.agentId])

  const checks = validateApplication(values)
  const shown = (key: ApplicationField) => (form.submitted ? (form.fieldErrors[key] ?? checks[key]) : undefined)
  const set = (key: ApplicationField) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }))
    form.fieldChanged(key)
  }

  const onSubmit = form.handleSubmit(() => {
    const payload = buildApplicationPayload(values)
    return payload ? { payload } : { errors: checks }
  })

  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="apply-heading"
      className={css({ display: 'grid', gap: '5' })}
    >
      <div className={grid}>
        <div className={wide}>
          <TextRow
            name="name"
            label="Full name"
            autoComplete="name"
            maxLength={100}
            value={values.name}
            onChange={set('name')}
            error={shown('name')}
            required
          />
        </div>
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
        {search.product || values.product ? (
          <div className={wide}>
            <TextRow
              name="product"
              label="Product"
              maxLength={200}
              value={values.product}
              onChange={set('product')}
              error={shown('product')}
              hint="The product you chose; clear it if you would rather talk the options over."
            />
          </div>
        ) : null}
        <TextRow
          name="amount"
          label="Mortgage amount"
          prefix="$"
          inputMode="numeric"
          placeholder="450000"
          value={values.amount}
          onChange={set('amount')}
          error={shown('amount')}
          hint={
            search.amount && values.amount === String(search.amount)
              ? 'From your affordability results; change it if you like.'
              : 'An estimate is fine.'
          }
        />
        <SelectRow
          name="agentId"
          label="Agent (optional)"
          value={values.agentId}
          options={agentOptions}
          onChange={set('agentId')}
          error={shown('agentId')}
          hint={agents.isError ? "The agent list isn't available right now; an agent will be assigned." : undefined}
        />
        <div className={wide}>
          <TextRow
            name="address"
            label="Property address"
            autoComplete="street-address"
            maxLength={300}
            value={values.address}
            onChange={set('address')}
            error={shown('address')}
            hint="If you have a property in mind. Leave it empty if you're still looking."
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
          Submit Application
        </Button>
      </div>
      <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>
        We use these details only to work on your application. No credit check is made until you agree to one.
      </p>
    </form>
  )
}
