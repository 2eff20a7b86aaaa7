import { useId, useState } from 'react'
import { SelectChevron } from '#app/components/form/labelled-select.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { MailIcon, PhoneIcon } from '#app/components/ui/icons.tsx'
import type { LostWhy } from '#app/data/agent-leads.ts'
import { lostReasonWords } from '#shared/constants/leads.ts'
import type { LeadDeal } from '#shared/leads/deal.ts'
import { LEAD_STATUSES, type LeadStatus } from '#shared/schemas/leads.ts'
import { css, cx } from '#styled-system/css'
import { input } from '#styled-system/recipes'
import { DealSection } from './deal-section'
import {
  formatLeadDate,
  formatPhone,
  LEAD_STATUS_TONES,
  leadSourceLabel,
  leadStatusLabel,
  leadTypeLabel,
} from './labels'
import { LeadDetails } from './lead-details'
import { LeadInquiries, ReturningBadge } from './lead-inquiries'
import { LeadMessage } from './lead-message'
import { leadFacts } from './lead-styles'
import { type AgentLeadView, isLeadStatus } from './lead-view'
import { LostReasonForm } from './lost-reason-form'

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge tone={LEAD_STATUS_TONES[status]} data-testid="lead-status-badge" data-status={status}>
      {leadStatusLabel(status)}
    </Badge>
  )
}

const meta = cx(leadFacts, css({ gap: '2' }))

const contactLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minH: '11',
  color: 'accent.fg',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '& svg': { width: '4', height: '4', flexShrink: '0' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
})

const notice = css({
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  p: '3',
  fontSize: 'sm',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
})

export interface LeadCardProps {
  view: AgentLeadView
  /** A change of stage; to Lost, with why. */
  onStatus: (view: AgentLeadView, status: LeadStatus, lost?: LostWhy) => void
  onReapply: (view: AgentLeadView) => void
  onDismiss: (view: AgentLeadView) => void
  /**
   * Inside the lead's drawer: no frame, and the drawer's title names the lead (the id of
   * that title is given here); otherwise a framed card with its own heading.
   */
  titledBy?: string
  /** The deal's save (queued in the outbox) and the dismissal of a refused one. */
  onDeal?: (view: AgentLeadView, deal: LeadDeal, lenderName: string | null) => Promise<void>
  onDismissDeal?: (view: AgentLeadView) => void
}

export function LeadCard({ view, onStatus, onReapply, onDismiss, titledBy, onDeal, onDismissDeal }: LeadCardProps) {
  const { lead, status, pending, conflict, problem } = view
  const ownTitleId = useId()
  const titleId = titledBy ?? ownTitleId
  const selectId = useId()
  const [choosingLost, setChoosingLost] = useState(false)
  return (
    <article
      aria-labelledby={titleId}
      data-testid="agent-lead"
      data-lead-id={lead.id}
      className={cx(
        css({ display: 'flex', flexDirection: 'column', gap: '3' }),
        !titledBy &&
          css({
            bg: 'bg.default',
            borderWidth: '1px',
            borderStyle: 'solid',
            borderColor: 'border.subtle',
            borderRadius: 'lg',
            p: { base: '4', md: '5' },
          }),
      )}
    >
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '2',
          justifyContent: 'space-between',
        })}
      >
        {!titledBy && (
          <h3
            id={titleId}
            className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.heading', overflowWrap: 'anywhere' })}
          >
            {lead.clientName}
          </h3>
        )}
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
          {pending && (
            <Badge tone="neutral" variant="outline" data-testid="lead-pending">
              Waiting to send
            </Badge>
          )}
          <ReturningBadge returningAt={lead.returningAt} />
          <LeadStatusBadge status={status} />
        </div>
      </header>

      <dl className={meta}>
        <div>
          <dt>Contact</dt>
          <dd className={css({ display: 'flex', flexDirection: 'column' })}>
            <a className={contactLink} href={`mailto:${lead.clientEmail}`}>
              <MailIcon aria-hidden="true" />
              {lead.clientEmail}
            </a>
            {lead.clientPhone && (
              <a className={contactLink} href={`tel:${lead.clientPhone}`}>
                <PhoneIcon aria-hidden="true" />
                {formatPhone(lead.clientPhone)}
              </a>
            )}
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{leadTypeLabel(lead.type)}</dd>
        </div>
        <div>
          <dt>Source</dt>
          <dd>{leadSourceLabel(lead.source)}</dd>
        </div>
      </dl>

      <LeadMessage message={lead.message} />

      <LeadDetails lead={lead} />
      <LeadInquiries inquiries={lead.inquiries} />

      {onDeal && (
        <DealSection
          lead={lead}
          pending={view.dealPending}
          problem={view.dealProblem && { message: view.dealProblem.message, onDismiss: () => onDismissDeal?.(view) }}
          onSave={(deal, lenderName) => onDeal(view, deal, lenderName)}
        />
      )}

      {conflict && (
        <div
          role="alert"
          data-testid="lead-conflict"
          className={cx(notice, css({ bg: 'warning.subtle', borderColor: 'warning.border' }))}
        >
          <p>
            <strong>Changed elsewhere.</strong> This lead is now{' '}
            <strong>
              {leadStatusLabel(isLeadStatus(conflict.current?.status) ? conflict.current.status : status)}
            </strong>
            ; your change to <strong>{leadStatusLabel(conflict.mine)}</strong> was not applied.
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <Button size="md" onClick={() => onReapply(view)}>
              Apply {leadStatusLabel(conflict.mine)} again
            </Button>
            <Button size="md" variant="outline" tone="neutral" onClick={() => onDismiss(view)}>
              Keep {leadStatusLabel(isLeadStatus(conflict.current?.status) ? conflict.current.status : status)}
            </Button>
          </div>
        </div>
      )}
      {problem && !conflict && (
        <div role="alert" className={cx(notice, css({ bg: 'danger.subtle', borderColor: 'danger.border' }))}>
          <p>
            <strong>Your status change was not applied:</strong> {problem.message}
          </p>
          <div>
            <Button size="md" variant="outline" tone="neutral" onClick={() => onDismiss(view)}>
              Dismiss
            </Button>
          </div>
        </div>
      )}

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', maxW: { base: 'full', sm: '64' } })}>
        <label htmlFor={selectId} className={css({ fontWeight: 'medium', textStyle: 'sm', color: 'fg.default' })}>
          Status
        </label>
        <div className={css({ position: 'relative' })}>
          <select
            id={selectId}
            data-testid="lead-status-select"
            value={status}
            onChange={(event) => {
              const next = event.target.value
              // Lost asks why first (the form below); any other stage applies at once.
              if (next === 'lost') setChoosingLost(true)
              else if (isLeadStatus(next) && next !== status) {
                setChoosingLost(false)
                onStatus(view, next)
              }
            }}
            className={cx(input(), css({ appearance: 'none', pr: '10', cursor: 'pointer', bg: 'bg.default' }))}
          >
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabel(s)}
              </option>
            ))}
          </select>
          <SelectChevron />
        </div>
        {status === 'lost' && lead.lostReason && (
          <p data-testid="lead-lost-reason" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {lostReasonWords(lead.lostReason, lead.lostNote)}
          </p>
        )}
      </div>
      {choosingLost && (
        <LostReasonForm
          onCancel={() => setChoosingLost(false)}
          onSubmit={(why) => {
            setChoosingLost(false)
            onStatus(view, 'lost', why)
          }}
        />
      )}
    </article>
  )
}
