import { memo, type ReactNode, Suspense, useCallback, useId, useMemo, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import {
  bindFields,
  FieldGroup,
  SteadyCheckField,
  SteadyNumberField,
  SteadySelectField,
} from '#app/features/calculators/kit/fields.tsx'
import {
  formAndResults,
  formPanel,
  headlineFigure,
  resultCard,
  resultsTitle,
} from '#app/features/calculators/kit/styles.ts'
import { usePersistentForm } from '#app/features/calculators/kit/use-persistent-form.ts'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { formatCAD, type SwitchSavingsResult } from '#shared/finance/index.ts'
import { longDateOfDay } from '#shared/time/long-date.ts'
import { css } from '#styled-system/css'
import { grid } from '#styled-system/patterns'
import { NO_RATES_YET } from './kit/no-rates-yet'
import type { RatesState } from './rates-source'
import {
  buildRenewalLead,
  computeRenewal,
  type PenaltyEstimate,
  RENEWAL_DEFAULTS,
  RENEWAL_TERMS,
  type RenewalComputation,
  type RenewalField,
  type RenewalFormValues,
  type RenewalRateRow,
  readStoredRenewalValues,
  renewalQuoteProblems,
} from './renewal-model'

const RatesSource = lazyChunk(() => import('./rates-source'))
// The quote dialog is its own chunk, fetched the first time it opens.
const RenewalQuoteDialog = lazyChunk(() =>
  import('./renewal-quote-dialog').then((m) => ({ default: m.RenewalQuoteDialog })),
)
// Reminders bring the push and device data layer: a chunk of their own, after the form.
const RenewalReminders = lazyChunk(() => import('./renewal-reminders'))

const rateTypeOptions = [
  { value: 'fixed', label: 'Fixed' },
  { value: 'variable', label: 'Variable' },
] as const
const lenderOptions = [
  { value: 'bank', label: 'A big bank (posted-rate penalty)' },
  { value: 'monoline', label: 'A monoline lender (published-rate penalty)' },
] as const
const termOptions = RENEWAL_TERMS.map((y) => ({ value: y as number, label: y === 1 ? '1 year' : `${y} years` }))
const pct = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)}%`)
const months = (n: number) => (n === 1 ? '1 month' : `${n} months`)
const NO_PROBLEMS: Partial<Record<RenewalField, string>> = {}

/**
 * /renewal-calculator: the penalty of leaving today by both methods, renewing against switching
 * at maturity (and today), our best rate for the term, and a renewal quote with every figure.
 */
export function RenewalCalculator({
  startWith,
}: {
  /** Values from the link (search params). */
  startWith?: Partial<RenewalFormValues>
}) {
  const { values, update } = usePersistentForm('renewal', RENEWAL_DEFAULTS, readStoredRenewalValues, startWith)
  const [rates, setRates] = useState<RatesState>(NO_RATES_YET)
  const rows = rates.rates as readonly RenewalRateRow[]
  const c = useMemo(() => computeRenewal(values, rows), [values, rows])
  const [quoteOpen, setQuoteOpen] = useState(false)
  const [quoteMounted, setQuoteMounted] = useState(false)
  const [quoteProblems, setQuoteProblems] = useState<Partial<Record<RenewalField, string>>>(NO_PROBLEMS)
  const resultsId = useId()
  const maturityHint = useId()

  const error = (key: RenewalField) =>
    quoteProblems[key] ?? (values[key] !== RENEWAL_DEFAULTS[key] ? c.errors[key] : undefined)
  // One function for the page's life: the form's rows are drawn again only when what they show
  // changes, and their handlers all come here.
  const set = useCallback(
    (patch: Partial<RenewalFormValues>) => {
      setQuoteProblems(NO_PROBLEMS)
      update(patch)
    },
    [update],
  )
  const { field, choice, check } = bindFields(values, set, error)
  const rateField = (
    key: RenewalField & keyof RenewalFormValues,
    label: string,
    hint?: ReactNode,
    placeholder?: string,
  ) => (
    <SteadyNumberField
      name={key}
      label={label}
      suffix="%"
      value={String(values[key])}
      placeholder={placeholder}
      onChange={(v) => set({ [key]: v } as Partial<RenewalFormValues>)}
      error={error(key)}
      hint={hint}
    />
  )
  const tableTerm = c.comparisonTermYears
  const ratesWord =
    rates.status === 'pending'
      ? 'Loading our rates…'
      : rates.stale
        ? `Our rates saved on this device${rates.ratesDate ? ` (from ${longDateOfDay(rates.ratesDate)})` : ''}.`
        : rates.ratesDate
          ? `Our rates as of ${longDateOfDay(rates.ratesDate)}.`
          : 'Our rates are not available: type the rates you know.'

  const openQuote = () => {
    const problems = renewalQuoteProblems(values, c)
    setQuoteProblems(problems)
    if (Object.keys(problems).length > 0) {
      const first = document.querySelector<HTMLInputElement>(`[data-renewal-form] [name="${Object.keys(problems)[0]}"]`)
      first?.focus()
      return
    }
    setQuoteMounted(true)
    setQuoteOpen(true)
  }

  return (
    <div className={css({ display: 'grid', gap: { base: '8', md: '10' } })}>
      <Suspense fallback={null}>
        <RatesSource province="ON" onChange={setRates} />
      </Suspense>
      <div className={formAndResults}>
        <form data-renewal-form onSubmit={(e) => e.preventDefault()} noValidate className={formPanel}>
          <FieldGroup legend="Your mortgage today">
            <SteadyNumberField label="Balance owing" prefix="$" placeholder="400000" {...field('balance')} required />
            <SteadyNumberField label="Your current rate" suffix="%" placeholder="5.19" {...field('rate')} required />
            <SteadySelectField label="Rate type" {...choice('rateType')} options={rateTypeOptions} />
            <SteadySelectField label="Your lender" {...choice('lenderType')} options={lenderOptions} />
            <Field.Root invalid={Boolean(error('maturityDate'))}>
              <Field.Label>Maturity date (end of your term)</Field.Label>
              <Field.Input
                type="date"
                name="maturityDate"
                value={values.maturityDate}
                aria-describedby={maturityHint}
                onChange={(e) => set({ maturityDate: e.currentTarget.value })}
              />
              <Field.HelperText id={maturityHint}>
                {c.monthsLeft !== null && values.maturityDate
                  ? `${months(c.monthsLeft)} left.`
                  : 'Or give the months left instead.'}
              </Field.HelperText>
              <Field.ErrorText>{error('maturityDate')}</Field.ErrorText>
            </Field.Root>
            {values.maturityDate ? null : (
              <SteadyNumberField
                label="Months left in the term"
                inputMode="numeric"
                placeholder="30"
                {...field('monthsLeft')}
              />
            )}
            <SteadyNumberField
              label="Amortization left"
              suffix="years"
              inputMode="numeric"
              {...field('amortizationYears')}
            />
          </FieldGroup>

          {values.rateType === 'fixed' ? (
            <FieldGroup legend="For the penalty (fixed rates)">
              {rateField(
                'postedAtSigning',
                'Posted rate when you signed',
                'Big banks: on your mortgage papers. It sets the discount you received.',
              )}
              {rateField(
                'postedToday',
                `Posted rate today${tableTerm ? ` (${tableTerm}-year term)` : ''}`,
                c.postedTodayUsed !== null && !values.postedToday
                  ? `Empty uses the ${tableTerm}-year posted rate in our table: ${pct(c.postedTodayUsed)}.`
                  : 'For the term closest to the time you have left.',
              )}
              {rateField(
                'publishedToday',
                `Lender's published rate today${tableTerm ? ` (${tableTerm}-year)` : ''}`,
                c.publishedTodayUsed !== null && !values.publishedToday
                  ? `Monoline lenders. Empty uses our ${tableTerm}-year rate: ${pct(c.publishedTodayUsed)}.`
                  : 'Monoline lenders: their rate today for the term closest to the time left.',
              )}
            </FieldGroup>
          ) : null}

          <FieldGroup legend="Renewing or switching">
            {rateField('offerRate', "Your lender's renewal offer", 'Leave empty if you have no offer yet.')}
            <SteadySelectField
              name="termYears"
              label="New term"
              value={values.termYears}
              options={termOptions}
              onChange={(termYears) => set({ termYears: termYears as RenewalFormValues['termYears'] })}
            />
            <SteadySelectField label="New rate type" {...choice('newRateType')} options={rateTypeOptions} />
            {rateField(
              'switchRate',
              'Rate to switch to',
              c.best && !values.switchRate ? `Empty uses our best rate: ${pct(c.best.rate)}.` : ratesWord,
              c.best ? c.best.rate.toFixed(2) : undefined,
            )}
            <SteadyNumberField
              label="Switching costs"
              prefix="$"
              {...field('switchingCosts')}
              hint="Legal, appraisal and discharge fees. Often covered by the new lender; about $500–$1,500 when not."
            />
            <SteadyNumberField
              label="Home value (estimate)"
              prefix="$"
              {...field('homeValue')}
              hint="Needed for a renewal quote."
            />
            <div className={css({ gridColumn: { sm: 'span 2' } })}>
              <SteadyCheckField
                label="My mortgage is insured (less than 20% down when I bought)"
                {...check('insured')}
              />
            </div>
          </FieldGroup>
        </form>

        <section aria-labelledby={resultsId} className={resultCard}>
          <h2 id={resultsId} className={resultsTitle}>
            Your renewal, in numbers
          </h2>
          <Results c={c} values={values} />
          <div className={css({ display: 'grid', gap: '2', mt: '6' })}>
            <Button onClick={openQuote} data-testid="renewal-quote">
              Get my renewal quote
            </Button>
            {Object.keys(quoteProblems).length > 0 ? (
              <p role="alert" className={css({ color: 'danger.fg', textStyle: 'sm', fontWeight: 'medium' })}>
                {quoteProblems.homeValue && Object.keys(quoteProblems).length === 1
                  ? quoteProblems.homeValue
                  : 'Fill in the highlighted fields first.'}
              </p>
            ) : null}
          </div>
          <p className={css({ mt: '4', textStyle: 'xs', color: 'fg.muted' })}>
            Estimates for guidance. Your lender's own figure governs: ask it for the exact penalty before you decide.
          </p>
        </section>
      </div>
      <Suspense fallback={null}>
        <RenewalReminders maturityDate={c.errors.maturityDate ? '' : values.maturityDate} />
      </Suspense>
      {quoteMounted ? (
        <Suspense fallback={null}>
          <RenewalQuoteDialog
            open={quoteOpen}
            onOpenChange={setQuoteOpen}
            build={(contact) => buildRenewalLead(values, c, contact)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

const methodRow = grid({ gap: '0.5', py: '2', borderBottomWidth: '1px', borderColor: 'border.subtle' })
const subheading = css({ textStyle: 'md', fontWeight: 'semibold', color: 'fg.heading' })
const divider = css({ borderTopWidth: '1px', borderColor: 'border.subtle', pt: '4' })
const table = css({
  w: 'full',
  mt: '2',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  textStyle: 'sm',
  '& th, & td': { py: '1.5', px: '1', textAlign: 'end', borderBottomWidth: '1px', borderColor: 'border.subtle' },
  '& th:first-child, & td:first-child': { textAlign: 'start', pl: '0' },
  '& thead th': { color: 'fg.muted', fontWeight: 'medium' },
})

// Drawn again when the figures or the values change, not for the page's other updates.
const Results = memo(function Results({ c, values }: { c: RenewalComputation; values: RenewalFormValues }) {
  return (
    <div className={css({ display: 'grid', gap: '5', mt: '3' })}>
      <Penalty c={c} values={values} />
      {c.best ? (
        <p data-testid="best-rate" className={divider}>
          Our best {c.best.termYears}-year {c.best.rateType} rate: <strong>{pct(c.best.rate)}</strong> (
          {c.best.mortgageType}).
        </p>
      ) : null}
      {c.atMaturity ? (
        <Comparison c={c} at={c.atMaturity} />
      ) : (
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>
          Enter your balance, your rate or your lender's offer, and the amortization left to compare renewing with
          switching.
        </p>
      )}
    </div>
  )
})

function Penalty({ c, values }: { c: RenewalComputation; values: RenewalFormValues }) {
  if (!c.posted || !c.published || c.penaltyToday === null || c.monthsLeft === null) {
    return (
      <p className={css({ color: 'fg.muted' })}>
        Enter your balance, your current rate and when your term ends to see the penalty of leaving today.
      </p>
    )
  }
  const yours = values.lenderType === 'bank' ? 'posted' : 'published'
  const ird = (p: PenaltyEstimate) =>
    values.rateType === 'variable' ? null : p.comparisonPct === null ? 'IRD needs rates' : `IRD ${formatCAD(p.ird)}`
  const penaltyRow = (label: string, p: PenaltyEstimate, method: 'posted' | 'published') => (
    <li data-testid={`penalty-${method}`} className={methodRow} aria-current={method === yours ? 'true' : undefined}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'baseline' })}>
        <span className={css({ fontWeight: 'medium' })}>
          {label}
          {method === yours ? (
            <span className={css({ color: 'accent.fg', fontWeight: 'semibold' })}> · yours</span>
          ) : null}
        </span>
        <strong className={css({ fontVariantNumeric: 'tabular-nums' })}>{formatCAD(p.penalty)}</strong>
      </div>
      <span className={css({ textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
        3 months' interest {formatCAD(p.threeMonthsInterest)}
        {ird(p) ? ` · ${ird(p)}` : ''}
      </span>
    </li>
  )
  return (
    <>
      <div aria-live="polite" aria-atomic="true">
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>
          {c.monthsLeft === 0
            ? 'Your term has ended: no penalty to leave'
            : `Penalty to leave today (${months(c.monthsLeft)} left)`}
        </p>
        <p data-testid="penalty-today" className={headlineFigure}>
          {formatCAD(c.penaltyToday)}
        </p>
      </div>
      {c.monthsLeft > 0 ? (
        <div>
          <ul aria-label="Penalty by method" className={css({ listStyle: 'none', p: '0', m: '0' })}>
            {penaltyRow('Posted-rate method (big banks)', c.posted, 'posted')}
            {penaltyRow('Published-rate method (monolines)', c.published, 'published')}
          </ul>
          <p className={css({ mt: '2', textStyle: 'sm', color: 'fg.muted' })}>
            {values.rateType === 'variable'
              ? 'A variable rate costs three months of interest to break.'
              : 'A fixed rate costs the greater of three months of interest and the interest-rate differential (IRD).'}{' '}
            <strong className={css({ color: 'fg.default' })}>The lender's own figure governs.</strong>
          </p>
        </div>
      ) : null}
    </>
  )
}

function Comparison({ c, at }: { c: RenewalComputation; at: SwitchSavingsResult }) {
  const years = at.termMonths / 12
  const today = c.today
  return (
    <div className={divider}>
      <h3 className={subheading}>Renew or switch at maturity ({years === 1 ? '1-year' : `${years}-year`} term)</h3>
      <div className={css({ overflowX: 'auto' })}>
        <table className={table} data-testid="renew-vs-switch">
          <thead>
            <tr>
              <th scope="col">
                <span className={css({ srOnly: true })}>Figure</span>
              </th>
              <th scope="col">Renew {c.stayIsOffer ? '(offer)' : '(current rate)'}</th>
              <th scope="col">Switch</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Rate</th>
              <td>{pct(c.stayRate)}</td>
              <td>{pct(c.switchRate)}</td>
            </tr>
            <tr>
              <th scope="row">Monthly payment</th>
              <td>{formatCAD(at.stay.payment)}</td>
              <td>{formatCAD(at.switch.payment)}</td>
            </tr>
            <tr>
              <th scope="row">Interest over the term</th>
              <td>{formatCAD(at.stay.interest)}</td>
              <td>{formatCAD(at.switch.interest)}</td>
            </tr>
            <tr>
              <th scope="row">Balance at the end</th>
              <td>{formatCAD(at.stay.endBalance)}</td>
              <td>{formatCAD(at.switch.endBalance)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p data-testid="net-saving" className={css({ mt: '3' })}>
        {savingSentence(at, 'at maturity')}
      </p>
      {today ? (
        <p data-testid="net-saving-today" className={css({ mt: '2', textStyle: 'sm', color: 'fg.muted' })}>
          {savingSentence(today, 'today')}
        </p>
      ) : null}
    </div>
  )
}

function savingSentence(r: SwitchSavingsResult, when: string): string {
  const penalty = r.penalty > 0 ? `the ${formatCAD(r.penalty)} penalty` : ''
  const costs = r.switchingCosts > 0 ? `${formatCAD(r.switchingCosts)} of costs` : ''
  const after = penalty || costs ? ` after ${[penalty, costs].filter(Boolean).join(' and ')}` : ''
  if (r.netSaving <= 0)
    return `Switching ${when} does not pay: it costs ${formatCAD(-r.netSaving)} more over the term${after}.`
  const back = r.breakEvenMonth && r.breakEvenMonth > 0 ? ` It pays for itself in month ${r.breakEvenMonth}.` : ''
  return `Switching ${when} saves ${formatCAD(r.netSaving)} over the term${after}.${back}`
}
