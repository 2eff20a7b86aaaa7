/**
 * Merge two leads of one client (worker/domain/lead-merge.ts): find the other lead, choose per
 * field whose value survives (this lead's by default), merge. The other lead's record, notes and
 * history move into this one and it is archived.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { FormDialog } from '#app/components/screen/form-dialog.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { adminLeadsQueryOptions, mergeLeadsMutation } from '#app/data/leads-admin.ts'
import { formatLeadDate, formatPhone, leadSourceLabel, leadStatusLabel } from '#app/features/leads/labels.ts'
import { type AdminLead, LEAD_MERGE_FIELDS, type LeadMerge } from '#shared/schemas/admin-leads.ts'
import { css } from '#styled-system/css'

export const MERGE_TEXTS = {
  open: 'Merge with another lead…',
  title: 'Merge with another lead',
  description:
    "The other lead's record, inquiries, notes and history move into this lead, and the other lead is archived.",
  find: 'Find the other lead',
  findHint: 'Name, email or phone (at least 2 characters)',
  noMatch: 'No other lead matches.',
  choose: 'Keep which value?',
  thisLead: 'This lead',
  otherLead: 'Other lead',
  submit: 'Merge',
  pending: 'Merging…',
  pickFirst: 'Choose the lead to merge',
  done: 'Leads merged',
  failed: 'The leads could not be merged',
} as const

type Field = (typeof LEAD_MERGE_FIELDS)[number]
const FIELD_LABELS: Record<Field, string> = {
  clientName: 'Name',
  clientEmail: 'Email',
  clientPhone: 'Phone',
  agentId: 'Agent',
  status: 'Stage',
  nextFollowUpOn: 'Next follow-up',
  message: 'Message',
}

function shown(lead: AdminLead, field: Field): string {
  switch (field) {
    case 'clientPhone':
      return lead.clientPhone ? formatPhone(lead.clientPhone) : '—'
    case 'agentId':
      return lead.agentName ?? 'Unassigned'
    case 'status':
      return leadStatusLabel(lead.status)
    case 'message': {
      const m = lead.message ?? ''
      return m === '' ? '—' : m.length > 80 ? `${m.slice(0, 80)}…` : m
    }
    default:
      return lead[field] ?? '—'
  }
}

const same = (a: AdminLead, b: AdminLead, f: Field) => (a[f] ?? null) === (b[f] ?? null)

export function MergeLeadsDialog({ lead }: { lead: AdminLead }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {MERGE_TEXTS.open}
        </Button>
      </div>
      {open && <MergeForm lead={lead} onClose={() => setOpen(false)} />}
    </>
  )
}

function MergeForm({ lead, onClose }: { lead: AdminLead; onClose: () => void }) {
  const id = useId()
  const [q, setQ] = useState('')
  const [other, setOther] = useState<AdminLead | null>(null)
  const [take, setTake] = useState<NonNullable<LeadMerge['take']>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const search = q.trim()
  const found = useQuery({ ...adminLeadsQueryOptions({ q: search, pageSize: 6 }), enabled: search.length >= 2 })
  const candidates = (found.data?.leads ?? []).filter((l) => l.id !== lead.id).slice(0, 5)
  const merge = useMutation({ ...mergeLeadsMutation() })
  const differing = other ? LEAD_MERGE_FIELDS.filter((f) => !same(lead, other, f)) : []

  return (
    <FormDialog
      onOpenChange={(o) => !o && onClose()}
      title={MERGE_TEXTS.title}
      description={MERGE_TEXTS.description}
      size="lg"
      submitLabel={MERGE_TEXTS.submit}
      pending={merge.isPending}
      pendingLabel={MERGE_TEXTS.pending}
      onSubmit={() => {
        if (!other) return setProblem(MERGE_TEXTS.pickFirst)
        merge.mutate(
          { id: lead.id, merge: { mergeId: other.id, take } },
          {
            onSuccess: () => {
              toaster.success({ title: MERGE_TEXTS.done })
              onClose()
            },
            onError: (error) =>
              toaster.error({
                title: MERGE_TEXTS.failed,
                description: error instanceof Error ? error.message : undefined,
              }),
          },
        )
      }}
    >
      <div className={css({ display: 'grid', gap: '4' })}>
        <div className={css({ display: 'grid', gap: '1' })}>
          <label htmlFor={`${id}-q`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            {MERGE_TEXTS.find}
          </label>
          <Input
            id={`${id}-q`}
            value={q}
            placeholder={MERGE_TEXTS.findHint}
            aria-describedby={problem ? `${id}-problem` : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          {problem && !other && (
            <p id={`${id}-problem`} role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
              {problem}
            </p>
          )}
        </div>
        {search.length >= 2 && found.data && candidates.length === 0 && (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{MERGE_TEXTS.noMatch}</p>
        )}
        {candidates.length > 0 && (
          <fieldset className={css({ display: 'grid', gap: '2' })}>
            <legend className={css({ srOnly: true })}>{MERGE_TEXTS.pickFirst}</legend>
            {candidates.map((c) => (
              <label
                key={c.id}
                className={css({
                  display: 'flex',
                  gap: '2',
                  alignItems: 'start',
                  fontSize: 'sm',
                  p: '2',
                  borderWidth: '1px',
                  borderColor: other?.id === c.id ? 'border.focus' : 'border.subtle',
                  borderRadius: 'md',
                  cursor: 'pointer',
                })}
              >
                <input
                  type="radio"
                  name={`${id}-other`}
                  checked={other?.id === c.id}
                  onChange={() => {
                    setOther(c)
                    setTake({})
                    setProblem(null)
                  }}
                />
                <span className={css({ overflowWrap: 'anywhere' })}>
                  <strong>{c.clientName}</strong> · {c.clientEmail}
                  {c.clientPhone ? ` · ${formatPhone(c.clientPhone)}` : ''}
                  <br />
                  <span className={css({ color: 'fg.muted' })}>
                    {formatLeadDate(c.createdAt)} · {leadSourceLabel(c.source)} · {leadStatusLabel(c.status)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {other && differing.length > 0 && (
          <div className={css({ display: 'grid', gap: '3' })}>
            <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{MERGE_TEXTS.choose}</p>
            {differing.map((f) => (
              <fieldset key={f} className={css({ display: 'grid', gap: '1' })}>
                <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>{FIELD_LABELS[f]}</legend>
                {(['kept', 'merged'] as const).map((side) => (
                  <label key={side} className={css({ display: 'flex', gap: '2', alignItems: 'start', fontSize: 'sm' })}>
                    <input
                      type="radio"
                      name={`${id}-${f}`}
                      checked={(take[f] ?? 'kept') === side}
                      onChange={() => setTake({ ...take, [f]: side })}
                    />
                    <span className={css({ overflowWrap: 'anywhere' })}>
                      <span className={css({ color: 'fg.muted' })}>
                        {side === 'kept' ? MERGE_TEXTS.thisLead : MERGE_TEXTS.otherLead}:
                      </span>{' '}
                      {shown(side === 'kept' ? lead : other, f)}
                    </span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        )}
      </div>
    </FormDialog>
  )
}
