/**
 * Why a lead was lost, asked when someone moves it to Lost: a reason from a short list and
 * optional words beside it. The move happens only on 'Mark as lost' (the server refuses Lost
 * without a reason too).
 */
import { type FormEvent, useId, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Textarea } from '#app/components/ui/input.tsx'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import {
  LEAD_LOST_NOTE_MAX,
  LEAD_LOST_REASON_LABELS,
  LEAD_LOST_REASONS,
  type LeadLostReason,
} from '#shared/constants/leads.ts'
import { css, cx } from '#styled-system/css'

export const LOST_TEXTS = {
  reason: 'Why was it lost?',
  choose: 'Choose a reason…',
  note: 'Details (optional)',
  submit: 'Mark as lost',
  cancel: 'Cancel',
  required: 'Choose why the lead was lost',
} as const

export function LostReasonForm({
  pending = false,
  onSubmit,
  onCancel,
}: {
  pending?: boolean
  onSubmit(why: { lostReason: LeadLostReason; lostNote: string | null }): void
  onCancel(): void
}) {
  const id = useId()
  const [reason, setReason] = useState<LeadLostReason | ''>('')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (reason === '') return setError(LOST_TEXTS.required)
    onSubmit({ lostReason: reason, lostNote: note.trim() === '' ? null : note.trim() })
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="lost-reason-form"
      className={css({
        display: 'grid',
        gap: '2',
        p: '3',
        borderWidth: '1px',
        borderStyle: 'solid',
        borderColor: 'border.subtle',
        borderRadius: 'md',
        bg: 'bg.subtle',
      })}
    >
      <label htmlFor={`${id}-reason`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {LOST_TEXTS.reason}
      </label>
      <select
        id={`${id}-reason`}
        className={cx(nativeSelect, css({ maxW: 'full' }))}
        value={reason}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setReason(e.target.value as LeadLostReason | '')
          setError(null)
        }}
      >
        <option value="">{LOST_TEXTS.choose}</option>
        {LEAD_LOST_REASONS.map((r) => (
          <option key={r} value={r}>
            {LEAD_LOST_REASON_LABELS[r]}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {error}
        </p>
      )}
      <label htmlFor={`${id}-note`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {LOST_TEXTS.note}
      </label>
      <Textarea
        id={`${id}-note`}
        rows={2}
        maxLength={LEAD_LOST_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button type="submit" size="md" disabled={pending}>
          {LOST_TEXTS.submit}
        </Button>
        <Button type="button" size="md" variant="outline" tone="neutral" onClick={onCancel}>
          {LOST_TEXTS.cancel}
        </Button>
      </div>
    </form>
  )
}
