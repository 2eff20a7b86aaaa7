/**
 * An agent's lead settings as a small section: each setting a checkbox saved the moment it
 * changes (a toast says it was saved or not; on failure the box goes back). Used by the agent's
 * Profile tab and the admin's agent edit dialog, each with its own save.
 */
import { useId } from 'react'
import { CheckboxRow } from '#app/components/form/form-rows.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { LEAD_SETTINGS_TEXTS as T } from '#shared/constants/lead-settings.ts'
import type { AgentLeadSettings } from '#shared/leads/lead-settings.ts'
import { css } from '#styled-system/css'

const hint = css({ color: 'fg.muted', fontSize: 'sm' })

export function LeadSettingsFields({
  settings,
  emailLabel = T.emailNewLeads,
  acceptsHint = T.acceptsNewLeadsHint,
  save,
  pending,
}: {
  settings: AgentLeadSettings
  emailLabel?: string
  acceptsHint?: string
  save(next: AgentLeadSettings): Promise<unknown>
  pending: boolean
}) {
  const headingId = useId()
  const change = (next: AgentLeadSettings) =>
    save(next).then(
      () => toaster.success({ title: T.saved }),
      () => toaster.error({ title: T.failed }),
    )
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={pending}
      className={css({ display: 'grid', gap: '2', maxW: '2xl' })}
    >
      <h3 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>
        {T.title}
      </h3>
      <CheckboxRow
        name="emailNewLeads"
        label={emailLabel}
        checked={settings.emailNewLeads}
        onChange={(checked) => void change({ ...settings, emailNewLeads: checked })}
      />
      <p className={hint}>{T.emailNewLeadsHint}</p>
      <CheckboxRow
        name="acceptsNewLeads"
        label={T.acceptsNewLeads}
        checked={settings.acceptsNewLeads}
        onChange={(checked) => void change({ ...settings, acceptsNewLeads: checked })}
      />
      <p className={hint}>{acceptsHint}</p>
    </section>
  )
}
