/**
 * The super admin's Mail tab: every message the site sent or tried to send (the agent's new-lead
 * e-mails, the visitors' acknowledgements), newest first, filtered by state. A failed or retried
 * message shows its last error.
 */
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { DataTable } from '#app/components/screen/data-table.tsx'
import { StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { Badge, type BadgeProps } from '#app/components/ui/badge.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { mailLogQueryOptions } from '#app/data/admin-mail.ts'
import { dateTimeText } from '#app/lib/date-time.ts'
import {
  MAIL_KIND_LABELS,
  MAIL_STATE_LABELS,
  MAIL_STATES,
  MAIL_TEXTS,
  type MailLogEntry,
  type MailState,
} from '#shared/schemas/mail.ts'
import { css } from '#styled-system/css'

const TONE: Record<MailState, NonNullable<BadgeProps['tone']>> = {
  queued: 'info',
  sent: 'success',
  retried: 'warning',
  failed: 'danger',
}

const T = MAIL_TEXTS
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const attemptsWords = (n: number) => (n === 1 ? T.oneAttempt : T.attempts.replace('{n}', String(n)))

export function MailLogPage() {
  const [state, setState] = useState<MailState | null>(null)
  const query = useQuery(mailLogQueryOptions(state))
  const filterId = useId()
  return (
    <StaffScreen
      id="mail-heading"
      title={T.title}
      lead={T.lead}
      actions={
        <Field.Root>
          <Field.Label htmlFor={filterId}>{T.stateFilter}</Field.Label>
          <select
            id={filterId}
            className={nativeSelect}
            value={state ?? ''}
            onChange={(e) => setState((e.currentTarget.value || null) as MailState | null)}
          >
            <option value="">{T.allStates}</option>
            {MAIL_STATES.map((s) => (
              <option key={s} value={s}>
                {MAIL_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </Field.Root>
      }
    >
      <QueryStates query={query} loading={T.loading} error={T.fetchFailed} empty={state ? T.emptyState : T.empty}>
        {(rows) => (
          <DataTable<MailLogEntry>
            label={T.tableLabel}
            caption={T.caption}
            rows={rows}
            rowKey={(m) => m.id}
            columns={[
              {
                key: 'message',
                header: T.columns.message,
                rowHeader: true,
                cell: (m) => (
                  <span className={css({ display: 'grid', gap: '0.5', fontWeight: 'normal' })}>
                    <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{m.subject}</span>
                    <span className={css({ overflowWrap: 'anywhere' })}>{m.to}</span>
                    <span className={muted}>
                      {MAIL_KIND_LABELS[m.kind]} · {dateTimeText(m.createdAt)}
                    </span>
                    {m.lastError && m.state !== 'sent' ? (
                      <span className={muted}>
                        {T.lastError}: {m.lastError}
                      </span>
                    ) : null}
                  </span>
                ),
              },
              {
                key: 'state',
                header: T.columns.state,
                cell: (m) => (
                  <span className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
                    <Badge tone={TONE[m.state]}>{MAIL_STATE_LABELS[m.state]}</Badge>
                    <span className={muted}>{attemptsWords(m.attempts)}</span>
                  </span>
                ),
              },
            ]}
          />
        )}
      </QueryStates>
    </StaffScreen>
  )
}
