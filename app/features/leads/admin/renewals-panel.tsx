/**
 * The admin's Renewals, below the Leads table: every agent's funded clients by the month their
 * term ends, with the agent and the next reminder day. Loaded when opened.
 */
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { adminRenewalsQueryOptions } from '#app/data/lead-deal.ts'
import { formatDay } from '#shared/leads/lead-details.ts'
import { type AdminRenewal, reminderWords, renewalMonths } from '#shared/leads/renewals.ts'
import { torontoDay } from '#shared/time/toronto-time.ts'
import { css } from '#styled-system/css'
import { maturityLine, RenewalMonths } from '../renewal-months'

export const ADMIN_RENEWALS_TEXTS = {
  heading: 'Renewals',
  show: 'Show renewals',
  hide: 'Hide renewals',
  intro:
    "Every agent's funded clients by the month their term ends, with the next reminder (180, 120 and 30 days before).",
  loading: 'Loading the renewals…',
  failed: 'Failed to load the renewals',
  empty: 'No funded client has a maturity date yet.',
  unassigned: 'Unassigned',
} as const

export function RenewalsPanel() {
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby={id} data-testid="admin-renewals" className={css({ display: 'grid', gap: '3', mt: '8' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <h3 id={id} className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>
          {ADMIN_RENEWALS_TEXTS.heading}
        </h3>
        <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? ADMIN_RENEWALS_TEXTS.hide : ADMIN_RENEWALS_TEXTS.show}
        </Button>
      </div>
      {open && <RenewalsList />}
    </section>
  )
}

function RenewalsList() {
  const query = useQuery(adminRenewalsQueryOptions())
  const id = useId()
  return (
    <>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{ADMIN_RENEWALS_TEXTS.intro}</p>
      <QueryStates
        query={query}
        loading={ADMIN_RENEWALS_TEXTS.loading}
        error={ADMIN_RENEWALS_TEXTS.failed}
        empty={ADMIN_RENEWALS_TEXTS.empty}
      >
        {(rows: AdminRenewal[]) => (
          <RenewalMonths
            idPrefix={id}
            months={renewalMonths(rows, torontoDay(new Date()))}
            row={(e) => (
              <li key={e.lead.id} data-testid="admin-renewal-row" data-lead-id={e.lead.id} className={row}>
                <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
                  {e.lead.clientName} · {e.lead.agentName ?? ADMIN_RENEWALS_TEXTS.unassigned}
                </span>
                <span className={css({ color: 'fg.muted' })}>{maturityLine(e)}</span>
                <span>{reminderWords(e, formatDay)}</span>
              </li>
            )}
          />
        )}
      </QueryStates>
    </>
  )
}

const row = css({
  display: 'grid',
  gap: '0.5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  bg: 'bg.default',
  px: { base: '3', md: '4' },
  py: '3',
  fontSize: 'sm',
})
