/**
 * A returning client (worker/domain/returning-clients.ts): the 'Returning' badge, and the later
 * inquiries that joined the lead, each with everything the client sent that time. Shown in the
 * admin's lead drawer and in the agent's lead view.
 */
import { useId } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { leadSourceLabel } from '#shared/leads/sources.ts'
import type { LeadInquiry } from '#shared/schemas/sync.ts'
import { css } from '#styled-system/css'
import { formatLeadDate, formatPhone, leadTypeLabel } from './labels'
import { LeadDetails } from './lead-details'
import { LeadMessage } from './lead-message'

export const RETURNING_TEXTS = {
  badge: 'Returning',
  filter: 'Returning clients',
  badgeTitle: (when: string) => `Came back with a new inquiry on ${when}`,
  heading: (n: number) => (n === 1 ? 'Later inquiry' : `Later inquiries (${n})`),
} as const

export function ReturningBadge({ returningAt }: { returningAt: string | null | undefined }) {
  if (!returningAt) return null
  return (
    <Badge
      tone="info"
      variant="outline"
      data-testid="lead-returning"
      title={RETURNING_TEXTS.badgeTitle(formatLeadDate(returningAt))}
    >
      {RETURNING_TEXTS.badge}
    </Badge>
  )
}

export function LeadInquiries({ inquiries }: { inquiries: readonly LeadInquiry[] | undefined }) {
  const id = useId()
  if (!inquiries || inquiries.length === 0) return null
  return (
    <section aria-labelledby={id} data-testid="lead-inquiries" className={css({ display: 'grid', gap: '3' })}>
      <h3 id={id} className={css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.heading' })}>
        {RETURNING_TEXTS.heading(inquiries.length)}
      </h3>
      <ol className={css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
        {[...inquiries].reverse().map((inquiry) => (
          <li
            key={inquiry.id}
            data-testid="lead-inquiry"
            className={css({
              display: 'grid',
              gap: '2',
              borderLeftWidth: '2px',
              borderColor: 'info.border',
              pl: '3',
              py: '1',
            })}
          >
            <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
              <time dateTime={inquiry.createdAt}>{formatLeadDate(inquiry.createdAt)}</time> ·{' '}
              {leadTypeLabel(inquiry.type)} · {leadSourceLabel(inquiry.source)}
            </p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
              {[inquiry.clientName, inquiry.clientEmail, inquiry.clientPhone ? formatPhone(inquiry.clientPhone) : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <LeadMessage message={inquiry.message} />
            <LeadDetails lead={inquiry} heading={null} />
          </li>
        ))}
      </ol>
    </section>
  )
}
