/**
 * 'Add Rate Manually': rate type, term, mortgage type, province, posted and our rate (required
 * numbers, step 0.001). Saved with source 'Manual Entry', active.
 */
import { formGrid, NumberRow, SelectRow } from '#app/components/form/form-rows.tsx'
import { EditForm } from '#app/components/screen/edit-form.tsx'
import { useSaveForm } from '#app/components/screen/use-edit-form.ts'
import { addRateMutation } from '#app/data/rates-admin.ts'
import { MORTGAGE_TYPES, PROVINCES, RATE_TYPES, TERMS } from '#shared/constants/rates.ts'
import { type ManualRateInput, manualRateSchema } from '#shared/schemas/rates.ts'
import { css, cx } from '#styled-system/css'
import { RATES_MESSAGES } from './messages'

type Form = {
  rateType: string
  term: string
  mortgageType: string
  province: string
  postedRate: string
  ourRate: string
}
const EMPTY: Form = {
  rateType: 'fixed',
  term: '5 year',
  mortgageType: 'Conventional',
  province: 'ON',
  postedRate: '',
  ourRate: '',
}

function validate(form: Form): { ok: true; input: ManualRateInput } | { ok: false; errors: Record<string, string> } {
  const parsed = manualRateSchema.safeParse({
    ...form,
    postedRate: form.postedRate.trim() === '' ? undefined : Number(form.postedRate),
    ourRate: form.ourRate.trim() === '' ? undefined : Number(form.ourRate),
  })
  if (parsed.success) return { ok: true, input: parsed.data }
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '_')
    errors[key] ??= issue.code === 'invalid_type' ? 'Required' : issue.message
  }
  return { ok: false, errors }
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

export function AddRateForm({ onAdded }: { onAdded?: () => void }) {
  const { form, setForm, field, setErrors, formRef, save } = useSaveForm(
    EMPTY,
    addRateMutation(),
    { saved: RATES_MESSAGES.added, failed: RATES_MESSAGES.addFailed },
    {
      onSaved: () => {
        setForm((f) => ({ ...f, postedRate: '', ourRate: '' }))
        onAdded?.()
      },
    },
  )
  const submit = () => {
    const result = validate(form)
    if (result.ok) save.mutate(result.input)
    else setErrors(result.errors)
  }
  return (
    <EditForm
      label="Add Rate Manually"
      formRef={formRef}
      onSubmit={submit}
      submitLabel="Add Rate"
      pending={save.isPending}
      pendingLabel="Adding…"
      wide
    >
      <div className={cx(formGrid, css({ pt: '4', maxW: '3xl' }))}>
        <SelectRow
          label="Rate Type"
          options={RATE_TYPES.map((t) => ({ value: t, label: t === 'fixed' ? 'Fixed' : 'Variable' }))}
          {...field('rateType')}
        />
        <SelectRow label="Term" options={options(TERMS)} {...field('term')} />
        <SelectRow label="Mortgage Type" options={options(MORTGAGE_TYPES)} {...field('mortgageType')} />
        <SelectRow
          label="Province"
          options={PROVINCES.map((p) => ({ value: p.code, label: p.name }))}
          {...field('province')}
        />
        <RateRow label="Posted Rate (%)" {...field('postedRate')} />
        <RateRow label="Our Rate (%)" {...field('ourRate')} />
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        The rate is saved with the source “Manual Entry” and is active at once.
      </p>
    </EditForm>
  )
}

/** A rate in percent: required, 0 to 25, three decimals at most. */
function RateRow(props: {
  label: string
  name: string
  value: string
  onChange(v: string): void
  error?: string | undefined
}) {
  return <NumberRow step={0.001} min={0} max={25} required {...props} />
}
