import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import {
  AgentSelectRow,
  EmailRow,
  FormAlert,
  formGrid,
  MoneyRow,
  NameRow,
  PhoneRow,
  RateRow,
  SelectRow,
  SubmitButton,
  wideCell,
} from '#app/components/form/form-rows.tsx'
import { leadFields, useLeadForm } from '#app/components/form/use-lead-form.ts'
import { checkRow, figure, heading } from '#app/components/ui/styles.ts'
import { agentOptionsQueryOptions } from '#app/data/public/agents.ts'
import { MORTGAGE_TYPE_FOR, MORTGAGE_TYPE_LABELS, mortgageTypeForDownPayment } from '#shared/constants/rates.ts'
import { css, cx } from '#styled-system/css'
import {
  applyPrefill,
  buildQuotePayload,
  checkQuote,
  computeQuote,
  dialogDollars,
  frequencyLabel,
  NO_AGENT,
  needsFirstTimeBuyerQuestion,
  QUOTE_AMORTIZATIONS,
  QUOTE_DEFAULTS,
  QUOTE_FORM_TEXTS,
  QUOTE_FREQUENCY_OPTIONS,
  QUOTE_LOCATIONS,
  QUOTE_SERVER_FIELDS,
  type QuoteFormValues,
  type QuoteKind,
  type QuotePrefill,
  quoteDownPaymentHint,
} from './quote-model'

export interface QuoteFormProps {
  kind: QuoteKind
  /** Whether the dialog is open (the form stays mounted while closed, keeping what was typed). */
  open: boolean
  /** Values to start from when it opens (affordability page). */
  prefill?: QuotePrefill | undefined
  /** Submitting: the dialog should not close by Escape or an outside click meanwhile. */
  onBusyChange(busy: boolean): void
  /** Sent or saved: close the dialog (the form has reset itself). */
  onDone(): void
}

const locationOptions = QUOTE_LOCATIONS.map((l) => ({ value: l, label: l }))
const amortizationOptions = QUOTE_AMORTIZATIONS.map((y) => ({ value: y, label: `${y} years` }))

/**
 * The quote dialog's form: 'Start here' (price, location, down payment with the
 * rule's hint, insurance, total mortgage, amortization, rate, frequency, estimated payment) and
 * 'Your Contact Information'. Submits a quote lead through the device outbox (useLeadForm).
 */
export function QuoteForm({ kind, open, prefill, onBusyChange, onDone }: QuoteFormProps) {
  const [values, setValues] = useState<QuoteFormValues>(() => applyPrefill({ ...QUOTE_DEFAULTS }, prefill))
  const [prefilled, setPrefilled] = useState<ReadonlySet<string>>(new Set())
  const ids = { start: useId(), contact: useId(), payment: useId() }
  const form = useLeadForm('quote', {
    serverFields: QUOTE_SERVER_FIELDS,
    texts: QUOTE_FORM_TEXTS,
    active: open,
    onBusyChange,
    onAccepted: () => {
      setValues({ ...QUOTE_DEFAULTS })
      setPrefilled(new Set())
      onDone()
    },
  })

  // A new prefill (another 'Get Prequalified Now' press) replaces the numbers it carries;
  // those fields count as visited, so a problem with them shows at once.
  useEffect(() => {
    if (!open || !prefill) return
    setValues((v) => applyPrefill(v, prefill))
    setPrefilled(new Set(['price', 'downPayment', 'mortgageRate']))
  }, [open, prefill])

  const agents = useQuery({ ...agentOptionsQueryOptions(), enabled: open })
  const agentOptions = useMemo(
    () => [
      { value: NO_AGENT, label: 'No preference' },
      ...(agents.data?.agents ?? []).map((a) => ({ value: a.id, label: a.name })),
    ],
    [agents.data],
  )

  const computation = useMemo(() => computeQuote(values), [values])
  const checks = checkQuote(values, computation)
  // Problems show after the first submit (or at once for prefilled fields), then follow the
  // typing. Not on blur: an error appearing as a field is left would move the button away.
  const { field, set, choice } = leadFields(
    form,
    values,
    setValues,
    checks,
    (key) => form.submitted || prefilled.has(key),
  )

  const onSubmit = form.handleSubmit(() => {
    const payload = Object.keys(checks).length === 0 ? buildQuotePayload(kind, values, computation) : null
    return payload ? { payload } : { errors: checks }
  })

  const { insurance, totalMortgage, result, minimumDown } = computation
  const insuranceText = !insurance
    ? '—'
    : insurance.premium > 0
      ? `${dialogDollars(insurance.premium)} (${insurance.rate.toFixed(2)}%)`
      : insurance.required
        ? 'Not available'
        : 'Not needed (20% or more down)'

  // The rate to type is the one for this purchase's mortgage type: insured under 20 % down.
  const mortgageType =
    kind === 'renewal'
      ? 'Refinance'
      : computation.price > 0 && Number.isFinite(computation.downPayment)
        ? mortgageTypeForDownPayment(computation.downPayment, computation.price)
        : null
  const rateTypeHint = mortgageType
    ? `Use the ${MORTGAGE_TYPE_LABELS[mortgageType].toLowerCase()} rate, ${MORTGAGE_TYPE_FOR[mortgageType]}`
    : undefined

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className={css({ display: 'grid', gap: '6' })}>
      <section aria-labelledby={ids.start} className={css({ display: 'grid', gap: '4' })}>
        <h3 id={ids.start} className={sectionHeading}>
          Start here
        </h3>
        <div className={formGrid}>
          <MoneyRow label={kind === 'purchase' ? 'Purchase price' : 'Home value'} {...field('price')} required />
          <SelectRow label="Location" options={locationOptions} {...choice('location')} />
          <div className={wideCell}>
            <MoneyRow
              label={kind === 'purchase' ? 'Down payment' : 'Down payment or equity'}
              {...field('downPayment')}
              hint={
                <>
                  {quoteDownPaymentHint()}
                  {minimumDown !== null && minimumDown > 0 ? (
                    <> · Minimum for this price: {dialogDollars(minimumDown)}</>
                  ) : null}
                </>
              }
              required
            />
          </div>
        </div>
        {needsFirstTimeBuyerQuestion(values, computation) ? (
          <label className={checkRow}>
            <input
              type="checkbox"
              name="firstTimeBuyerOrNewBuild"
              checked={values.firstTimeBuyerOrNewBuild}
              onChange={(e) => set('firstTimeBuyerOrNewBuild')(e.currentTarget.checked)}
              className={css({ w: '5', h: '5', accentColor: 'accent.default', flexShrink: '0', cursor: 'pointer' })}
            />
            I'm a first-time buyer or buying a newly built home
          </label>
        ) : null}
        <dl className={figures}>
          <div>
            <dt>Mortgage insurance (CMHC), added to the loan</dt>
            <dd data-testid="quote-insurance">{insuranceText}</dd>
          </div>
          <div>
            <dt>Total mortgage</dt>
            <dd data-testid="quote-total-mortgage">{totalMortgage !== null ? dialogDollars(totalMortgage) : '—'}</dd>
          </div>
        </dl>
        <div className={grid3}>
          <SelectRow label="Amortization" options={amortizationOptions} {...choice('amortization')} />
          <RateRow label="Interest rate" {...field('mortgageRate')} hint={rateTypeHint} required />
          <SelectRow label="Payment frequency" options={QUOTE_FREQUENCY_OPTIONS} {...choice('paymentFrequency')} />
        </div>
        <div className={paymentBox} aria-live="polite" aria-atomic="true" id={ids.payment}>
          <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            Estimated {frequencyLabel(values.paymentFrequency).toLowerCase()} payment
          </span>
          <span data-testid="quote-payment" className={figure.result}>
            {result ? dialogDollars(result.payment) : '—'}
          </span>
          <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>
            {result
              ? `Compounded semi-annually, over ${values.amortization} years.`
              : values.price.trim() && values.downPayment.trim()
                ? 'Check the price, down payment and rate above.'
                : 'Enter the price and down payment to see your payment.'}
          </span>
        </div>
      </section>

      <section aria-labelledby={ids.contact} className={css({ display: 'grid', gap: '4' })}>
        <h3 id={ids.contact} className={sectionHeading}>
          Your Contact Information
        </h3>
        <div className={formGrid}>
          <NameRow label="Full name" {...field('name')} required />
          <EmailRow {...field('email')} required />
          <PhoneRow label="Phone (optional)" {...field('phone')} />
          <AgentSelectRow options={agentOptions} unavailable={agents.isError} {...field('agentId')} />
        </div>
      </section>

      <FormAlert message={form.message} boxed />
      <SubmitButton busy={form.busy} fullWidth>
        Get Your Mortgage Quote
      </SubmitButton>
    </form>
  )
}

export default QuoteForm

const sectionHeading = cx(heading.section, css({ borderBottomWidth: '1px', borderColor: 'border.subtle', pb: '2' }))
const grid3 = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
})
/** The insurance and the total: each term and its figure on a line, the figure at the end. */
const figures = css({
  display: 'grid',
  gap: '2',
  p: '3',
  bg: 'bg.subtle',
  borderRadius: 'md',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '4', flexWrap: 'wrap' },
  '& dt': { color: 'fg.muted', textStyle: 'sm' },
  '& dd': { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', ml: 'auto' },
})
const paymentBox = cx(
  css({ display: 'grid', gap: '1', p: '4', textAlign: 'center' }),
  css({ bg: 'accent.subtle', borderWidth: '1px', borderColor: 'accent.border', borderRadius: 'lg' }),
)
