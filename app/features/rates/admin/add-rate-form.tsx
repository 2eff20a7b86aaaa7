/**
 * 'Add Rate Manually' (spec 001 §5): rate type, term, mortgage type, province, posted and our
 * rate (required numbers, step 0.001). Saved with source 'Manual Entry', active.
 */
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import { toaster } from '#app/components/ui/toaster.tsx'
import { addRateMutation, fieldErrors } from '#app/data/rates-admin.ts'
import { MORTGAGE_TYPES, PROVINCES, RATE_TYPES, TERMS } from '#shared/constants/rates.ts'
import { type ManualRateInput, manualRateSchema } from '#shared/schemas/rates.ts'
import { css } from '#styled-system/css'
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

export function AddRateForm({ onAdded }: { onAdded?: () => void }) {
  const [form, setForm] = useState<Form>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const ids = { rateType: useId(), term: useId(), mortgageType: useId(), province: useId() }
  const add = useMutation({
    ...addRateMutation(),
    onSuccess: () => {
      toaster.success({ title: RATES_MESSAGES.added })
      setForm((f) => ({ ...f, postedRate: '', ourRate: '' }))
      onAdded?.()
    },
    onError: (e) => {
      toaster.error({ title: RATES_MESSAGES.addFailed })
      setErrors(fieldErrors(e))
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const result = validate(form)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    add.mutate(result.input)
  }
  const set = (key: keyof Form) => (e: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
    const value = e.currentTarget.value
    setForm((f) => ({ ...f, [key]: value }))
  }
  const choice = (
    key: 'rateType' | 'term' | 'mortgageType' | 'province',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <div className={css({ display: 'grid', gap: '1.5' })}>
      <label htmlFor={ids[key]} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      <select id={ids[key]} name={key} className={nativeSelect} value={form[key]} onChange={set(key)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors[key] && <span className={css({ color: 'danger.fg', fontSize: 'sm' })}>{errors[key]}</span>}
    </div>
  )

  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'grid', gap: '4', pt: '4', maxW: '3xl' })}
      aria-label="Add Rate Manually"
    >
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' }, gap: '4' })}>
        {choice(
          'rateType',
          'Rate Type',
          RATE_TYPES.map((t) => ({ value: t, label: t === 'fixed' ? 'Fixed' : 'Variable' })),
        )}
        {choice(
          'term',
          'Term',
          TERMS.map((t) => ({ value: t, label: t })),
        )}
        {choice(
          'mortgageType',
          'Mortgage Type',
          MORTGAGE_TYPES.map((t) => ({ value: t, label: t })),
        )}
        {choice(
          'province',
          'Province',
          PROVINCES.map((p) => ({ value: p.code, label: p.name })),
        )}
        <Field.Root invalid={!!errors.postedRate} required>
          <Field.Label>
            Posted Rate (%) <Field.RequiredIndicator />
          </Field.Label>
          <Field.Input
            type="number"
            step="0.001"
            min="0"
            max="25"
            inputMode="decimal"
            name="postedRate"
            value={form.postedRate}
            onChange={set('postedRate')}
          />
          <Field.ErrorText>{errors.postedRate}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.ourRate} required>
          <Field.Label>
            Our Rate (%) <Field.RequiredIndicator />
          </Field.Label>
          <Field.Input
            type="number"
            step="0.001"
            min="0"
            max="25"
            inputMode="decimal"
            name="ourRate"
            value={form.ourRate}
            onChange={set('ourRate')}
          />
          <Field.ErrorText>{errors.ourRate}</Field.ErrorText>
        </Field.Root>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        The rate is saved with the source “Manual Entry” and is active at once.
      </p>
      <div>
        <Button type="submit" loading={add.isPending} loadingText="Adding…">
          Add Rate
        </Button>
      </div>
    </form>
  )
}
