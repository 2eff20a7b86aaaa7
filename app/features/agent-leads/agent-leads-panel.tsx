import { css } from '../../../styled-system/css'
import { Button } from '../../components/ui/button'
import { RefreshIcon, WifiOffIcon } from '../../components/ui/icons'
import { Spinner } from '../../components/ui/spinner'
import { formatSyncTime } from './labels'
import { LeadCard } from './lead-card'
import { LEAD_MESSAGES, useAgentLeads } from './use-agent-leads'

/**
 * The agent dashboard's Leads tab: the signed-in agent's own leads, newest first, readable
 * offline from the device cache; status changes are applied at once and sent through the
 * outbox (spec 001 §2 Leads, §4 lead status, §8 Leads messages).
 */
export function AgentLeadsPanel({ userId }: { userId: string }) {
  const state = useAgentLeads(userId)
  const { views, online, phase, syncedAt, offlineCapable } = state
  return (
    <section aria-labelledby="tab-leads" data-testid="agent-leads">
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '3', mb: '4' })}>
        {/* Same look as the staff shell's TabHeading (not imported: keeps the shell out of this chunk). */}
        <h2 id="tab-leads" className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.heading' })}>
          Leads
        </h2>
        <Button variant="outline" tone="neutral" size="md" onClick={state.refresh} disabled={!online} loading={phase === 'pulling'} loadingText="Updating…">
          <RefreshIcon aria-hidden="true" />
          Refresh
        </Button>
      </div>

      <p role="status" data-testid="agent-leads-sync" className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted', mb: '4' })}>
        {!online ? (
          <>
            <WifiOffIcon aria-hidden="true" className={css({ width: '4', height: '4' })} />
            {offlineCapable
              ? `Offline: showing the leads saved on this device${syncedAt ? ` (updated ${formatSyncTime(syncedAt)})` : ''}. Status changes are sent when you're back online.`
              : 'Offline: your leads cannot be shown in private browsing without a connection.'}
          </>
        ) : phase === 'error' ? (
          `Could not update the list${syncedAt ? `; showing leads saved ${formatSyncTime(syncedAt)}` : ''}.`
        ) : syncedAt ? (
          `Updated ${formatSyncTime(syncedAt)}`
        ) : (
          ''
        )}
      </p>

      {views === undefined ? (
        <Spinner label="Loading leads" />
      ) : views.length === 0 ? (
        phase === 'pulling' && syncedAt === null ? (
          <Spinner label="Loading leads" />
        ) : (
          <p data-testid="agent-leads-empty" className={css({ color: 'fg.muted' })}>
            {LEAD_MESSAGES.empty}
          </p>
        )
      ) : (
        <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '4' })}>
          {views.map((view) => (
            <li key={view.lead.id}>
              <LeadCard
                view={view}
                onStatus={(v, s) => void state.setStatus(v, s)}
                onReapply={(v) => void state.reapply(v)}
                onDismiss={(v) => void state.dismiss(v)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
