import { useId, useMemo } from 'react'
import { bindFields, CheckField, FieldGroup, NumberField, SelectField } from '#app/features/calculators/kit/fields.tsx'
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
import { formatCAD, parseDecimalInput } from '#shared/finance/index.ts'
import { css } from '#styled-system/css'
import {
  CLOSING_COSTS_DEFAULTS,
  type ClosingCostsField,
  type ClosingCostsFormValues,
  computeClosingCosts,
  FEE_FIELDS,
  readStoredClosingCostsValues,
} from './closing-costs-model'

const amortizationOptions = Array.from({ length: 30 }, (_, i) => ({
  value: i + 1,
  label: i === 0 ? '1 year' : `${i + 1} years`,
}))

/** Closing costs of an Ontario purchase: land transfer taxes, PST on the insurance premium, fees. */
export function ClosingCostsCalculator({
  headingLevel = 2,
  prefill,
}: {
  headingLevel?: 2 | 3
  prefill?: Partial<ClosingCostsFormValues>
}) {
  const { values, update, scenarios } = usePersistentForm(
    'closing-costs',
    CLOSING_COSTS_DEFAULTS,
    readStoredClosingCostsValues,
    prefill,
  )
  const c = useMemo(() => computeClosingCosts(values), [values])
  const resultsId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  // Results follow the typing, so a problem shows as soon as the visitor changes a field.
  const error = (key: ClosingCostsField) => (values[key] !== CLOSING_COSTS_DEFAULTS[key] ? c.errors[key] : undefined)
  const { field, choice, check } = bindFields(values, update, error)
  const ready = c.lines.length > 0

  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <div className={formAndResults}>
        <form onSubmit={(e) => e.preventDefault()} noValidate className={formPanel}>
          <FieldGroup legend="The purchase">
            <NumberField label="Purchase price" prefix="$" placeholder="750000" {...field('price')} required />
            <NumberField
              label="Down payment"
              prefix="$"
              placeholder="75000"
              {...field('downPayment')}
              hint="Under 20% down, the mortgage is insured and Ontario charges PST on the premium."
              required
            />
            <SelectField label="Amortization" {...choice('amortization')} options={amortizationOptions} />
            <div className={css({ display: 'grid', gap: '1', alignContent: 'end' })}>
              <CheckField label="In the City of Toronto" {...check('inToronto')} />
              <CheckField label="First-time home buyer" {...check('firstTimeBuyer')} />
            </div>
          </FieldGroup>
          <FieldGroup legend="Fees (typical figures: change them to your quotes)">
            {FEE_FIELDS.map((f) => (
              <NumberField
                key={f.key}
                name={f.key}
                label={f.label}
                prefix="$"
                placeholder="0"
                value={values[f.key]}
                onChange={(v) => update({ [f.key]: v } as Partial<ClosingCostsFormValues>)}
                error={error(f.key)}
              />
            ))}
          </FieldGroup>
        </form>

        <section aria-labelledby={resultsId} className={resultCard}>
          <Heading id={resultsId} className={resultsTitle}>
            Cash needed at closing
          </Heading>
          <div aria-live="polite" aria-atomic="true">
            {ready ? (
              <p className={css({ mt: '3' })}>
                <span data-testid="closing-total" className={headlineFigure}>
                  {formatCAD(c.total)}
                </span>
                <span className={css({ color: 'fg.muted', textStyle: 'sm' })}>
                  {c.totalShare} of the price, on top of the down payment
                </span>
              </p>
            ) : (
              <p className={css({ mt: '3', color: 'fg.muted' })}>
                Enter the purchase price and down payment to see your closing costs.
              </p>
            )}
          </div>
          {ready ? (
            <table
              className={css({
                w: 'full',
                mt: '5',
                borderCollapse: 'collapse',
                textStyle: 'sm',
                fontVariantNumeric: 'tabular-nums',
              })}
            >
              <caption className={css({ srOnly: true })}>Closing costs, line by line</caption>
              <tbody>
                {c.lines.map((line) => (
                  <tr key={line.label}>
                    <th
                      scope="row"
                      className={css({
                        textAlign: 'left',
                        fontWeight: 'normal',
                        py: '2',
                        pr: '3',
                        borderBottomWidth: '1px',
                        borderColor: 'border.subtle',
                      })}
                    >
                      {line.label}
                      {line.note ? (
                        <span className={css({ display: 'block', textStyle: 'xs', color: 'fg.muted' })}>
                          {line.note}
                        </span>
                      ) : null}
                    </th>
                    <td
                      className={css({
                        textAlign: 'right',
                        py: '2',
                        borderBottomWidth: '1px',
                        borderColor: 'border.subtle',
                        whiteSpace: 'nowrap',
                        color: line.amount < 0 ? 'success.fg' : undefined,
                      })}
                    >
                      {line.amount < 0 ? `−${formatCAD(-line.amount)}` : formatCAD(line.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className={css({ textAlign: 'left', py: '2', fontWeight: 'bold' })}>
                    Total
                  </th>
                  <td className={css({ textAlign: 'right', py: '2', fontWeight: 'bold' })}>{formatCAD(c.total)}</td>
                </tr>
              </tfoot>
            </table>
          ) : null}
          <p className={css({ mt: '4', textStyle: 'xs', color: 'fg.muted' })}>
            Land transfer tax for a home in Ontario with one or two single-family residences, at today's rates. Also
            budget for moving, adjustments for prepaid property tax and utilities, and any repairs.
          </p>
        </section>
      </div>
      <div className={panel}>
        <ScenariosPanel {...scenarios} describe={describeClosingCosts} headingLevel={headingLevel} />
      </div>
    </div>
  )
}

function describeClosingCosts(values: ClosingCostsFormValues): ScenarioFigure[] | null {
  const c = computeClosingCosts(values)
  if (c.lines.length === 0) return null
  return [
    { label: 'Purchase price', value: formatCAD(parseDecimalInput(values.price), 0) },
    { label: 'In Toronto', value: values.inToronto ? 'Yes' : 'No' },
    { label: 'First-time buyer', value: values.firstTimeBuyer ? 'Yes' : 'No' },
    ...c.lines.map((l) => ({ label: l.label, value: formatCAD(l.amount) })),
    { label: 'Total', value: formatCAD(c.total) },
  ]
}
