/**
 * A lead's Deal section, in the admin drawer and the agent's lead view: the deal in words (the
 * rows the CSV carries too) and an edit dialog. Saving is the caller's: the drawer sends it, the
 * agent's view queues it in the device outbox. Every field may stay empty; the maturity date
 * follows closing + term until someone writes another.
 */
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { NumberRow, SelectRow, TextRow } from '#app/components/form/form-rows.tsx'
import { FormDialog } from '#app/components/screen/form-dialog.tsx'
import { serverFields, serverMessage, useEditForm } from '#app/components/screen/use-edit-form.ts'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { lendersQueryOptions } from '#app/data/public/content.ts'
import {
  DEAL_AMOUNT_MAX,
  DEAL_RATE_MAX,
  DEAL_TERM_MONTHS_MAX,
  dealOf,
  defaultMaturity,
  type LeadDeal,
  leadDealSchema,
  type StoredLeadDeal,
} from '#shared/leads/deal.ts'
import { leadDealRows } from '#shared/leads/lead-details.ts'
import { css } from '#styled-system/css'
import { DEAL_SECTION_TEXTS as T } from './deal-texts'

export type DealSectionProps = {
  lead: Partial<StoredLeadDeal>
  /** Saves (or queues) the deal; a refusal thrown here shows on its fields. */
  onSave(deal: LeadDeal, lenderName: string | null): Promise<void>
  /** The agent's change has not reached the server yet. */
  pending?: boolean
  /** The agent's last change was refused. */
  problem?: { message: string; onDismiss(): void } | null
}

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '2',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted', fontSize: 'xs', fontWeight: 'semibold' },
  '& dd': { overflowWrap: 'anywhere' },
})

export function DealSection({ lead, onSave, pending = false, problem = null }: DealSectionProps) {
  const id = useId()
  const [editing, setEditing] = useState(false)
  const rows = leadDealRows(lead)
  return (
    <section aria-labelledby={`${id}-deal`} data-testid="lead-deal" className={css({ display: 'grid', gap: '2' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <h3 id={`${id}-deal`} className={css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.heading' })}>
          {T.heading}
        </h3>
        {pending && (
          <Badge tone="neutral" variant="outline" data-testid="lead-deal-pending">
            {T.waiting}
          </Badge>
        )}
        <Button size="sm" variant="outline" className={css({ ml: 'auto' })} onClick={() => setEditing(true)}>
          {rows.length > 0 ? T.edit : T.add}
        </Button>
      </div>
      {rows.length > 0 ? (
        <dl className={list}>
          {rows.map((r) => (
            <div key={r.key} data-key={r.key}>
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{T.empty}</p>
      )}
      {problem && (
        <div
          role="alert"
          className={css({
            borderRadius: 'md',
            borderWidth: '1px',
            borderStyle: 'solid',
            borderColor: 'danger.border',
            bg: 'danger.subtle',
            p: '3',
            fontSize: 'sm',
            display: 'grid',
            gap: '2',
          })}
        >
          <p>
            <strong>{T.notApplied}</strong> {problem.message}
          </p>
          <div>
            <Button size="sm" variant="outline" tone="neutral" onClick={problem.onDismiss}>
              {T.dismiss}
            </Button>
          </div>
        </div>
      )}
      {editing && <DealDialog lead={lead} onSave={onSave} onClose={() => setEditing(false)} />}
    </section>
  )
}

type DealForm = {
  amount: string
  lenderId: string
  ratePct: string
  termMonths: string
  closingOn: string
  maturityOn: string
}

const text = (v: number | string | null) => (v === null ? '' : String(v))
/** '' is none; anything else a number (a non-number stays text, so the contract names the field). */
const numberOrNull = (v: string): number | string | null => {
  const t = v.trim()
  if (t === '') return null
  const n = Number(t)
  return Number.isNaN(n) ? t : n
}

function DealDialog({
  lead,
  onSave,
  onClose,
}: {
  lead: Partial<StoredLeadDeal>
  onSave: DealSectionProps['onSave']
  onClose(): void
}) {
  const saved = dealOf(lead)
  const { form, set, field, errors, setErrors, check } = useEditForm<DealForm>({
    amount: text(saved.amount),
    lenderId: saved.lenderId ?? '',
    ratePct: text(saved.ratePct),
    termMonths: text(saved.termMonths),
    closingOn: saved.closingOn ?? '',
    maturityOn: saved.maturityOn ?? '',
  })
  // The maturity follows closing + term until it is written by hand (or was saved as another day).
  const [maturityByHand, setMaturityByHand] = useState(
    saved.maturityOn !== null && saved.maturityOn !== defaultMaturity(saved.closingOn, saved.termMonths),
  )
  const [pending, setPending] = useState(false)
  const lenders = useQuery(lendersQueryOptions())
  const choices = [...(lenders.data?.aLenders ?? []), ...(lenders.data?.alternateLenders ?? [])]
  if (saved.lenderId && !choices.some((l) => l.id === saved.lenderId))
    choices.unshift({
      id: saved.lenderId,
      name: lead.dealLenderName ?? saved.lenderId,
      logoUrl: null,
      type: 'a_lender',
    })

  const follow = (closingOn: string, termMonths: string) => {
    if (maturityByHand) return
    const term = Number(termMonths)
    set('maturityOn')(defaultMaturity(closingOn || null, Number.isInteger(term) && term > 0 ? term : null) ?? '')
  }

  const submit = async () => {
    const deal = check(leadDealSchema, {
      amount: numberOrNull(form.amount),
      lenderId: form.lenderId || null,
      ratePct: numberOrNull(form.ratePct),
      termMonths: numberOrNull(form.termMonths),
      closingOn: form.closingOn || null,
      maturityOn: form.maturityOn || null,
    })
    if (!deal) return
    setPending(true)
    try {
      await onSave(deal, choices.find((l) => l.id === deal.lenderId)?.name ?? null)
      onClose()
    } catch (e) {
      toaster.error({ title: T.failed, description: serverMessage(e) })
      const fields: Partial<Record<keyof DealForm, string>> = {}
      for (const [key, message] of Object.entries(serverFields(e)))
        fields[key.replace(/^deal\./, '') as keyof DealForm] = message
      setErrors(fields)
    } finally {
      setPending(false)
    }
  }

  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={T.dialogTitle}
      description={T.dialogDescription}
      submitLabel={T.save}
      pending={pending}
      errors={errors}
      onSubmit={() => void submit()}
    >
      <div className={css({ display: 'grid', gap: '4' })}>
        <NumberRow label="Amount" step={0.01} min={0} max={DEAL_AMOUNT_MAX} prefix="$" {...field('amount')} />
        <SelectRow
          label="Lender"
          options={[{ value: '', label: T.noLender }, ...choices.map((l) => ({ value: l.id, label: l.name }))]}
          {...field('lenderId')}
        />
        <NumberRow label="Rate" step={0.001} min={0} max={DEAL_RATE_MAX} suffix="%" {...field('ratePct')} />
        <NumberRow
          label="Term (months)"
          step={1}
          min={1}
          max={DEAL_TERM_MONTHS_MAX}
          hint={T.termHint}
          {...field('termMonths')}
          onChange={(v) => {
            set('termMonths')(v)
            follow(form.closingOn, v)
          }}
        />
        <TextRow
          label="Closing date"
          type="date"
          {...field('closingOn')}
          onChange={(v) => {
            set('closingOn')(v)
            follow(v, form.termMonths)
          }}
        />
        <TextRow
          label="Maturity date"
          type="date"
          hint={T.maturityHint}
          {...field('maturityOn')}
          onChange={(v) => {
            set('maturityOn')(v)
            setMaturityByHand(v !== '')
          }}
        />
      </div>
    </FormDialog>
  )
}
