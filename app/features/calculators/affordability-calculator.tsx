import { Link } from '@tanstack/react-router'
import { type ReactNode, Suspense, useEffect, useId, useMemo, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { bindFields, FieldGroup, NumberField, SelectField } from '#app/features/calculators/kit/fields.tsx'
import { type ScenarioFigure, ScenariosPanel } from '#app/features/calculators/kit/scenarios-panel.tsx'
import {
  formAndResults,
  formPanel,
  headlineFigure,
  panel,
  resultCard,
  resultsTitle,
} from '#app/features/calculators/kit/styles.ts'
import { usePersistentForm } from '#app/features/calculators/kit/use-persistent-form.ts'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { formatCAD } from '#shared/finance/index.ts'
import { css } from '#styled-system/css'
import {
  AFFORDABILITY_AMORTIZATIONS,
  AFFORDABILITY_DEFAULTS,
  type AffordabilityField,
  type AffordabilityFormValues,
  applySearch,
  bindingSentence,
  buildCopyPayload,
  computeAffordability,
  headlineNote,
  limitBreakdown,
  readStoredAffordabilityValues,
  stressTestSentence,
} from './affordability-model'

/** What 'Get Prequalified Now' hands to the quote dialog. */
export interface PrequalifyPrefill {
  price: number
  downPayment: number
  amortizationYears: number
  annualRatePct: number
}

// The 'Send me a copy' dialog is its own chunk, fetched the first time it opens.
const SendCopyDialog = lazyChunk(() => import('./send-copy-dialog').then((m) => ({ default: m.SendCopyDialog })))

const amortizationOptions = AFFORDABILITY_AMORTIZATIONS.map((y) => ({
  value: y as number,
  label: y === 1 ? '1 year' : `${y} years`,
}))
const dollars = (amount: number) => formatCAD(Math.max(0, amount), 0)

/**
 * Put on <body> while this page is shown: when it prints, the site's header, footer and toasts
 * are left out (they belong to the layout, outside the page). A class on <body> rather than an
 * inline <style>, which the CSP forbids.
 */
const printBody = css({
  _print: {
    '& header:not(main header)': { display: 'none' },
    '& footer:not(main footer)': { display: 'none' },
    '& [data-scope=toast]': { display: 'none' },
    '& main': { bg: 'bg.default' },
  },
})

function usePrintStyles() {
  useEffect(() => {
    // css() returns atomic class names separated by spaces.
    const classes = printBody.split(' ').filter(Boolean)
    document.body.classList.add(...classes)
    return () => document.body.classList.remove(...classes)
  }, [])
}

/** How Much Can I Afford? — the comfortable 32 % / 40 % result and the lender's stress-tested maximum. */
export function AffordabilityCalculator({
  renderPrequalify,
  startWith,
}: {
  /** The 'Get Prequalified Now' button (the route passes the lazily loaded quote dialog button). */
  renderPrequalify(prefill: () => PrequalifyPrefill | undefined): ReactNode
  /** Values from the link (search params). */
  startWith?: Partial<AffordabilityFormValues>
}) {
  const { values, update, scenarios } = usePersistentForm(
    'affordability',
    AFFORDABILITY_DEFAULTS,
    readStoredAffordabilityValues,
    startWith,
  )
  const [copyOpen, setCopyOpen] = useState(false)
  const [copyMounted, setCopyMounted] = useState(false)
  const c = useMemo(() => computeAffordability(values), [values])
  const resultsId = useId()
  const result = c.result
  usePrintStyles()

  // Results follow the typing, so a problem shows as soon as the visitor changes a field.
  const error = (key: AffordabilityField) => (values[key] !== AFFORDABILITY_DEFAULTS[key] ? c.errors[key] : undefined)
  const { field, choice } = bindFields(values, update, error)
  const money = (key: AffordabilityField, label: string, hint?: string, required = false) => (
    <NumberField
      name={key}
      label={label}
      prefix="$"
      value={String(values[key])}
      placeholder={required ? undefined : '0'}
      onChange={(v) => update({ [key]: v } as Partial<AffordabilityFormValues>)}
      error={error(key)}
      hint={hint}
      required={required}
    />
  )

  // The quote starts from the highest price that both the income and the down payment allow.
  const prefill = (): PrequalifyPrefill | undefined =>
    result && result.reachable.price > 0 && c.input
      ? {
          price: Math.floor(result.reachable.price),
          downPayment: c.input.downPayment,
          amortizationYears: c.input.amortizationYears,
          annualRatePct: c.input.annualRatePct,
        }
      : undefined
  const note = headlineNote(c)
  const breakdown = limitBreakdown(c)
  const search = applySearch(c)

  return (
    <div className={css({ display: 'grid', gap: { base: '8', md: '10' } })}>
      <div className={formAndResults}>
        <form onSubmit={(e) => e.preventDefault()} noValidate className={formPanel}>
          <FieldGroup legend="Income">
            {money('annualIncome', 'Annual income', 'Before tax.', true)}
            {money('coBorrowerIncome', 'Co-borrower annual income')}
          </FieldGroup>
          <FieldGroup legend="Down payment and mortgage">
            {money('downPayment', 'Down payment', undefined, true)}
            <SelectField label="Amortization" {...choice('amortization')} options={amortizationOptions} />
            <NumberField
              label="Interest rate"
              type="number"
              step={0.01}
              min={0}
              max={25}
              suffix="%"
              {...field('rate')}
              required
            />
          </FieldGroup>
          <FieldGroup legend="Monthly costs">
            {money(
              'monthlyDebts',
              'Monthly debt payments',
              'Car loans, credit cards, lines of credit, support payments.',
            )}
            {money('monthlyHeat', 'Heat and electricity (monthly)')}
            {money('annualPropertyTax', 'Annual property taxes')}
            {money('monthlyCondoFees', 'Monthly condo fees')}
          </FieldGroup>
        </form>

        <section aria-labelledby={resultsId} className={resultCard}>
          <h2 id={resultsId} className={resultsTitle}>
            What you can afford
          </h2>
          {result ? (
            <div className={css({ display: 'grid', gap: '5', mt: '3' })}>
              <div aria-live="polite" aria-atomic="true">
                <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>Maximum home price you can reach</p>
                <p data-testid="max-price" className={headlineFigure}>
                  {dollars(Math.floor(result.reachable.price))}
                </p>
                <p className={css({ mt: '1' })}>
                  Monthly mortgage payment{' '}
                  <strong data-testid="monthly-payment">{formatCAD(result.reachable.monthlyPayment)}</strong> on a{' '}
                  <strong data-testid="max-mortgage">{dollars(result.reachable.mortgage)}</strong> mortgage
                  {result.reachable.premium > 0 ? ' (insurance premium included)' : ''}.
                </p>
              </div>
              <dl data-testid="limits" className={css({ display: 'grid', gap: '2', textStyle: 'sm' })}>
                {breakdown.map((line) => (
                  <div
                    key={line.label}
                    className={css({
                      display: 'flex',
                      justifyContent: 'space-between',
                      alignItems: 'baseline',
                      gap: '3',
                      color: line.binds ? 'fg.default' : 'fg.muted',
                      fontWeight: line.binds ? 'semibold' : 'normal',
                    })}
                  >
                    <dt>
                      {line.label}
                      {line.binds ? ' (sets your price)' : ''}
                    </dt>
                    <dd className={css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })}>{line.value}</dd>
                  </div>
                ))}
              </dl>
              <p data-testid="binding" className={css({ textStyle: 'sm', color: 'fg.muted' })}>
                {bindingSentence(c)}
              </p>
              {note ? (
                <p
                  role="note"
                  className={css({
                    textStyle: 'sm',
                    bg: 'warning.subtle',
                    borderWidth: '1px',
                    borderColor: 'warning.border',
                    borderRadius: 'md',
                    p: '3',
                  })}
                >
                  {note}
                </p>
              ) : null}
              <div className={css({ borderTopWidth: '1px', borderColor: 'border.subtle', pt: '4' })}>
                <h3 className={css({ textStyle: 'md', fontWeight: 'semibold', color: 'fg.heading' })}>
                  What a lender may approve
                </h3>
                <p className={css({ mt: '1' })}>
                  Up to{' '}
                  <strong data-testid="lender-max-price">
                    {dollars(Math.floor(result.lenderMaximum.reachable.price))}
                  </strong>{' '}
                  (a {dollars(result.lenderMaximum.reachable.mortgage)} mortgage at{' '}
                  {formatCAD(result.lenderMaximum.reachable.monthlyPayment)} a month), qualifying at{' '}
                  <strong data-testid="qualifying-rate">{result.lenderMaximum.qualifyingRatePct.toFixed(2)}%</strong>.
                </p>
                <p className={css({ mt: '2', textStyle: 'sm', color: 'fg.muted' })}>{stressTestSentence(c)}</p>
              </div>
            </div>
          ) : (
            <p className={css({ mt: '3', color: 'fg.muted' })}>
              Fix the highlighted fields to see what you can afford.
            </p>
          )}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6', _print: { display: 'none' } })}>
            {renderPrequalify(prefill)}
            <Button asChild variant="outline">
              <Link to="/applications" search={search}>
                Apply Now
              </Link>
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setCopyMounted(true)
                setCopyOpen(true)
              }}
              disabled={!result}
            >
              Send me a copy
            </Button>
          </div>
          <p className={css({ mt: '4', textStyle: 'xs', color: 'fg.muted' })}>
            An estimate for guidance, not an approval. Insured 30-year amortizations are open to first-time buyers and
            new builds; closing costs and a lender's own rules change the figures.
          </p>
        </section>
      </div>

      <div className={`${panel} ${css({ _print: { display: 'none' } })}`}>
        <ScenariosPanel {...scenarios} describe={describeAffordability} />
      </div>
      {copyMounted ? (
        <Suspense fallback={null}>
          <SendCopyDialog
            open={copyOpen}
            onOpenChange={setCopyOpen}
            build={(email, name) => buildCopyPayload(c, email, name)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

function describeAffordability(values: AffordabilityFormValues): ScenarioFigure[] | null {
  const c = computeAffordability(values)
  if (!c.result || !c.input) return null
  return [
    { label: 'Household income', value: dollars(c.input.annualIncome + (c.input.coBorrowerIncome ?? 0)) },
    { label: 'Down payment', value: dollars(c.input.downPayment) },
    { label: 'Rate', value: `${c.input.annualRatePct.toFixed(2)}%` },
    { label: 'Amortization', value: `${c.input.amortizationYears} years` },
    { label: 'Maximum price', value: dollars(c.result.reachable.price) },
    { label: 'Monthly payment', value: formatCAD(c.result.reachable.monthlyPayment) },
    { label: 'Lender maximum price', value: dollars(c.result.lenderMaximum.reachable.price) },
  ]
}
