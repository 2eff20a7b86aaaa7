import { type FormEvent, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { bindFields, FieldGroup, NumberField, SelectField, ToggleField } from '#app/features/calculators/kit/fields.tsx'
import { type ScenarioFigure, ScenariosPanel } from '#app/features/calculators/kit/scenarios-panel.tsx'
import {
  formAndResults,
  headlineFigure,
  panel,
  resultCard,
  resultsTitle,
} from '#app/features/calculators/kit/styles.ts'
import { usePersistentForm } from '#app/features/calculators/kit/use-persistent-form.ts'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { PROVINCES } from '#shared/constants/rates.ts'
import { COMPOUNDING_OPTIONS, PAYMENT_FREQUENCIES } from '#shared/finance/index.ts'
import { longDateOfDay } from '#shared/time/long-date.ts'
import { css, cx } from '#styled-system/css'
import { grid } from '#styled-system/patterns'
import { AmortizationChart, ScheduleTable } from './amortization-chart'
import { NO_RATES_YET } from './kit/no-rates-yet'
import {
  AMORTIZATION_YEARS,
  computeMortgage,
  defaultRateChoice,
  frequencyLabel,
  MORTGAGE_DEFAULTS,
  MORTGAGE_TYPE_OPTIONS,
  type MortgageComputation,
  type MortgageFormValues,
  rateOptions,
  readStoredMortgageValues,
  summarize,
  yearsText,
} from './mortgage-model'
import type { RatesState } from './rates-source'

const RatesSource = lazyChunk(() => import('./rates-source'))

const provinceOptions = PROVINCES.map((p) => ({ value: p.code, label: p.name }))
const amortizationOptions = AMORTIZATION_YEARS.map((y) => ({ value: y, label: y === 1 ? '1 year' : `${y} years` }))
const compoundingOptions = COMPOUNDING_OPTIONS.map((o) => ({ value: o.value, label: o.label }))
const frequencyOptions = PAYMENT_FREQUENCIES.map((o) => ({ value: o.value, label: o.label }))

/** /mortgage-calculator: payment, totals, principal/interest split, chart and yearly table. */
export function MortgageCalculator({ prefill }: { prefill?: Partial<MortgageFormValues> } = {}) {
  const { values, update, replace, restore, scenarios } = usePersistentForm(
    'mortgage',
    MORTGAGE_DEFAULTS,
    readStoredMortgageValues,
    prefill,
  )
  const [submitted, setSubmitted] = useState(false)
  const [shown, setShown] = useState(false)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const formId = useId()

  // Today's rates, or this device's saved copy when offline (marked stale), from RatesSource.
  const [rates, setRates] = useState<RatesState>(NO_RATES_YET)
  const options = useMemo(() => rateOptions(rates.rates, values.mortgageType), [rates.rates, values.mortgageType])
  // A stored or default choice that this province does not offer falls back to the 5-year fixed.
  const rateChoice = options.some((o) => o.id === values.rateChoice) ? values.rateChoice : defaultRateChoice(options)
  const effective = useMemo(() => ({ ...values, rateChoice }), [values, rateChoice])
  const computation = useMemo(() => computeMortgage(effective, options), [effective, options])
  const summary = summarize(effective, computation)

  useEffect(() => {
    if (restore === 'restored') setShown(true)
  }, [restore])

  // Errors show from the first Calculate on, then follow the typing. Not on blur: an error
  // appearing as the visitor leaves a field would move the button from under their click.
  const error = (key: keyof MortgageComputation['errors']) => (submitted ? computation.errors[key] : undefined)
  const { field, choice, check } = bindFields(values, update, error)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const firstInvalid = (['amount', 'rate', 'amortization'] as const).find((k) => computation.errors[k])
    if (firstInvalid) {
      const name = firstInvalid === 'rate' ? (values.custom ? 'customRate' : 'rateChoice') : firstInvalid
      const form = event.currentTarget
      // After React has drawn the error, so the field is announced with it.
      requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${name}"]`)?.focus())
      return
    }
    setShown(true)
    requestAnimationFrame(() => resultsHeading.current?.focus({ preventScroll: false }))
  }

  const pending = rates.status === 'pending'
  const rateSelectOptions =
    options.length > 0
      ? options.map((o) => ({ value: o.id, label: o.label }))
      : [{ value: '', label: pending ? 'Loading rates…' : 'No rates available' }]
  const provinceName = PROVINCES.find((p) => p.code === values.province)?.name ?? 'your province'
  const ratesNote = pending
    ? undefined
    : options.length === 0
      ? 'Rates could not be loaded. Switch on Custom to type a rate.'
      : rates.stale
        ? `Our rates in ${provinceName} saved on this device${rates.ratesDate ? ` (from ${formatDay(rates.ratesDate)})` : ''}${rates.offline ? ': you are offline.' : ': today’s did not load just now.'}`
        : rates.ratesDate
          ? `Our rates in ${provinceName} as of ${formatDay(rates.ratesDate)}.`
          : undefined

  return (
    <div className={css({ display: 'grid', gap: { base: '8', md: '10' } })}>
      <Suspense fallback={null}>
        <RatesSource province={values.province} onChange={setRates} />
      </Suspense>
      <div className={formAndResults}>
        <form id={formId} onSubmit={onSubmit} noValidate className={panel}>
          <FieldGroup legend="Your mortgage">
            <SelectField label="Province" {...choice('province')} options={provinceOptions} />
            <NumberField label="Mortgage amount" prefix="$" placeholder="500000" {...field('amount')} required />
            <SelectField
              label="Mortgage type"
              {...choice('mortgageType')}
              options={MORTGAGE_TYPE_OPTIONS}
              className={css({ gridColumn: { sm: 'span 2' } })}
              hint="Insured (high-ratio) rates are for buyers with under 20% down; the list below shows this type's rates."
            />
            <div className={css({ display: 'grid', gap: '2', gridColumn: { sm: 'span 2' } })}>
              <SelectField
                name="rateChoice"
                label="Term and rate"
                value={rateChoice}
                options={rateSelectOptions}
                onChange={(choice) => update({ rateChoice: choice })}
                disabled={values.custom || options.length === 0}
                hint={values.custom ? 'Using your custom rate below.' : ratesNote}
                error={values.custom ? undefined : error('rate')}
              />
              <ToggleField label="Custom" {...check('custom')} />
            </div>
            {values.custom ? (
              <NumberField
                name="customRate"
                label="Custom rate"
                type="number"
                step={0.01}
                min={0}
                max={25}
                suffix="%"
                placeholder="4.19"
                value={values.customRate}
                onChange={(customRate) => update({ customRate })}
                error={error('rate')}
                required
              />
            ) : null}
            <SelectField
              name="amortization"
              label="Amortization"
              value={values.amortization}
              options={amortizationOptions}
              onChange={(amortization) => update({ amortization })}
              error={error('amortization')}
            />
            <SelectField
              label="Compounding frequency"
              {...choice('compounding')}
              options={compoundingOptions}
              hint="Fixed rates in Canada compound semi-annually."
            />
            <SelectField label="Payment frequency" {...choice('frequency')} options={frequencyOptions} />
          </FieldGroup>
          <div className={css({ mt: '6', _print: { display: 'none' } })}>
            <Button type="submit" size="lg" className={css({ w: { base: 'full', sm: 'auto' } })}>
              Calculate Payment
            </Button>
          </div>
        </form>

        <section aria-labelledby={`${formId}-results`} className={resultCard}>
          <h2
            id={`${formId}-results`}
            ref={resultsHeading}
            tabIndex={-1}
            className={cx(resultsTitle, css({ outline: 'none' }))}
          >
            Your Mortgage Summary
          </h2>
          <div aria-live="polite" aria-atomic="true">
            {shown && summary ? (
              <p className={css({ mt: '3' })}>
                <span className={css({ display: 'block', color: 'fg.muted', textStyle: 'sm' })}>
                  {summary.paymentLabel}
                </span>
                <span data-testid="payment" className={headlineFigure}>
                  {summary.payment}
                </span>
              </p>
            ) : (
              <p className={css({ mt: '3', color: 'fg.muted' })}>
                {shown || submitted
                  ? 'Fix the highlighted fields to see your payment.'
                  : 'Enter your mortgage amount and choose a rate, then press Calculate Payment.'}
              </p>
            )}
          </div>
          {shown && summary ? (
            <>
              <dl
                className={css({
                  display: 'grid',
                  gap: '3',
                  mt: '5',
                  '& > div': {
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: '4',
                    borderBottomWidth: '1px',
                    borderColor: 'border.subtle',
                    pb: '2',
                  },
                  '& dt': { color: 'fg.muted' },
                  '& dd': { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
                })}
              >
                <div>
                  <dt>{summary.totalInterestLabel}</dt>
                  <dd data-testid="total-interest">{summary.totalInterest}</dd>
                </div>
                <div>
                  <dt>Principal amount</dt>
                  <dd data-testid="principal">{summary.principal}</dd>
                </div>
                <div>
                  <dt>Total paid (principal plus interest)</dt>
                  <dd data-testid="total-paid">{summary.totalPaid}</dd>
                </div>
                {summary.balanceAtTermEnd ? (
                  <div>
                    <dt>Balance at the end of the {summary.balanceAtTermEnd.years}-year term</dt>
                    <dd>{summary.balanceAtTermEnd.amount}</dd>
                  </div>
                ) : null}
              </dl>
              <SplitBar
                principalFraction={summary.principalFraction}
                principalShare={summary.principalShare}
                interestShare={summary.interestShare}
              />
              {computation.result && computation.result.payoffYears < values.amortization ? (
                <p className={css({ mt: '4', textStyle: 'sm', color: 'fg.muted' })}>
                  {frequencyLabel(values.frequency)} payments pay the mortgage off in{' '}
                  {yearsText(computation.result.payoffYears)} instead of {yearsText(values.amortization)}.
                </p>
              ) : null}
            </>
          ) : null}
        </section>
      </div>

      {shown && computation.schedule && computation.result ? (
        <section aria-labelledby={`${formId}-schedule`} className={css({ display: 'grid', gap: '4' })}>
          <h2
            id={`${formId}-schedule`}
            className={css({ textStyle: 'xl', fontWeight: 'semibold', color: 'fg.heading' })}
          >
            How your balance goes down
          </h2>
          <div className={chartAndTable}>
            <div className={panel}>
              <AmortizationChart schedule={computation.schedule} principal={computation.principal} />
            </div>
            <ScheduleTable schedule={computation.schedule} />
          </div>
        </section>
      ) : null}

      <div className={panel}>
        <ScenariosPanel
          {...scenarios}
          values={effective}
          onLoad={(v) => {
            replace(v)
            setShown(true)
          }}
          describe={(v) => describeMortgage(v, options)}
        />
      </div>
    </div>
  )
}

/** '2026-11-23' → 'November 23, 2026' without Intl (its first use is a long task: shared/time/long-date.ts). */
function formatDay(day: string): string {
  return /^\d{4}-(0[1-9]|1[0-2])-\d{2}$/.test(day) ? longDateOfDay(day) : day
}

function describeMortgage(
  values: MortgageFormValues,
  options: Parameters<typeof computeMortgage>[1],
): ScenarioFigure[] | null {
  const c = computeMortgage(values, options)
  const s = summarize(values, c)
  if (!c.result || !s) return null
  return [
    { label: 'Mortgage amount', value: s.principal },
    {
      label: 'Rate',
      value: values.custom
        ? `${c.ratePct.toFixed(2)}% (your own)`
        : (options.find((o) => o.id === values.rateChoice)?.label ?? `${c.ratePct.toFixed(2)}%`),
    },
    { label: 'Amortization', value: yearsText(values.amortization) },
    { label: 'Payment frequency', value: frequencyLabel(values.frequency) },
    { label: 'Payment', value: s.payment },
    { label: 'Total interest', value: s.totalInterest },
    { label: 'Total paid', value: s.totalPaid },
    { label: 'Paid off in', value: yearsText(c.result.payoffYears) },
  ]
}

/** The balance chart and the yearly table side by side on wide screens (3 : 2), stacked on phones. */
const chartAndTable = grid({
  gap: '6',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  alignItems: 'start',
})

/** The colour key beside each share under the split bar (its colour is the bar's). */
const legendSwatch = css({ display: 'inline-block', w: '3', h: '3', borderRadius: 'xs', mr: '1.5' })

function SplitBar({
  principalFraction,
  principalShare,
  interestShare,
}: {
  principalFraction: number
  principalShare: string
  interestShare: string
}) {
  const width = `${Math.max(0, Math.min(100, principalFraction * 100)).toFixed(2)}%`
  return (
    <div className={css({ mt: '5', display: 'grid', gap: '2' })}>
      <div
        aria-hidden="true"
        className={css({
          display: 'flex',
          h: '4',
          borderRadius: 'full',
          overflow: 'hidden',
          bg: 'highlight.fg',
          printColorAdjust: 'exact',
        })}
      >
        <div style={{ width }} className={css({ bg: 'accent.default' })} />
      </div>
      <p className={css({ display: 'flex', justifyContent: 'space-between', gap: '4', textStyle: 'sm' })}>
        <span>
          <span aria-hidden="true" className={cx(legendSwatch, css({ bg: 'accent.default' }))} />
          Principal <strong data-testid="principal-share">{principalShare}</strong>
        </span>
        <span>
          <span aria-hidden="true" className={cx(legendSwatch, css({ bg: 'highlight.fg' }))} />
          Interest <strong data-testid="interest-share">{interestShare}</strong>
        </span>
      </p>
    </div>
  )
}
