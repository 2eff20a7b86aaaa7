/**
 * The agent's Renewals: their funded clients by the month their term matures, each with the
 * next reminder day (180, 120 and 30 days before maturity), read from the leads on the device
 * (offline too). A client opens in the lead drawer.
 */
import { useId, useMemo } from 'react'
import { EmptyState } from '#app/components/ui/screen-states.tsx'
import { formatDay } from '#shared/leads/lead-details.ts'
import { reminderWords, renewalMonths } from '#shared/leads/renewals.ts'
import { torontoDay } from '#shared/time/toronto-time.ts'
import { css } from '#styled-system/css'
import type { AgentLeadView } from './lead-view'
import { maturityLine, RenewalMonths } from './renewal-months'

export const RENEWALS_TEXTS = {
  heading: 'Renewals',
  intro: 'Your funded clients by the month their term ends, with the next reminder (180, 120 and 30 days before).',
  empty: 'No funded client has a maturity date yet.',
} as const

export function AgentRenewals({ views, onOpen }: { views: readonly AgentLeadView[]; onOpen(leadId: string): void }) {
  const id = useId()
  const months = useMemo(
    () =>
      renewalMonths(
        views.map((v) => ({ ...v.lead, status: v.status })),
        torontoDay(new Date()),
      ),
    [views],
  )
  return (
    <section aria-labelledby={id} data-testid="agent-renewals" className={css({ display: 'grid', gap: '3', mt: '8' })}>
      <h3 id={id} className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>
        {RENEWALS_TEXTS.heading}
      </h3>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{RENEWALS_TEXTS.intro}</p>
      {months.length === 0 ? (
        <EmptyState>{RENEWALS_TEXTS.empty}</EmptyState>
      ) : (
        <RenewalMonths
          idPrefix={id}
          months={months}
          row={(e) => (
            <li key={e.lead.id} data-testid="renewal-row" data-lead-id={e.lead.id}>
              <button type="button" onClick={() => onOpen(e.lead.id)} className={rowButton}>
                <span className={css({ fontWeight: 'semibold', color: 'fg.default', overflowWrap: 'anywhere' })}>
                  {e.lead.clientName}
                </span>
                <span className={css({ color: 'fg.muted' })}>{maturityLine(e)}</span>
                <span data-testid="renewal-reminder">{reminderWords(e, formatDay)}</span>
              </button>
            </li>
          )}
        />
      )}
    </section>
  )
}

const rowButton = css({
  display: 'grid',
  gap: '0.5',
  width: 'full',
  textAlign: 'start',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  px: { base: '3', md: '4' },
  py: '3',
  minH: '11',
  cursor: 'pointer',
  bg: 'bg.default',
  fontSize: 'sm',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '-0.5' },
})
