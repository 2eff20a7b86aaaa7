/**
 * The super admin's Lead Routing tab: how new leads without an agent of their own are assigned,
 * unassigned for triage (the default) or round-robin among the active agents who accept new leads;
 * and after how many minutes a lead not contacted tells the super admins (5 to 1440, default 15).
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { FormAlert, NumberRow } from '#app/components/form/form-rows.tsx'
import { StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { leadRoutingQueryOptions, saveLeadRoutingMutation } from '#app/data/admin-lead-routing.ts'
import { ApiError } from '#app/lib/api-client.ts'
import {
  LEAD_ROUTING_RULE_LABELS,
  LEAD_ROUTING_RULES,
  type LeadRoutingRule,
  type LeadRoutingSettings,
  NOT_CONTACTED_MINUTES,
  LEAD_ROUTING_TEXTS as T,
  THRESHOLD_MESSAGE,
} from '#shared/leads/routing.ts'
import { css } from '#styled-system/css'

const HINTS: Record<LeadRoutingRule, string> = { triage: T.triageHint, 'round-robin': T.roundRobinHint }

export function LeadRoutingPage() {
  const query = useQuery(leadRoutingQueryOptions())
  return (
    <StaffScreen id="lead-routing-heading" title={T.title} lead={T.lead}>
      <QueryStates query={query} loading={T.loading} error={T.loadFailed}>
        {(settings) => <RoutingForm key={settings.updatedAt ?? 'default'} settings={settings} />}
      </QueryStates>
    </StaffScreen>
  )
}

function RoutingForm({ settings }: { settings: LeadRoutingSettings }) {
  const id = useId()
  const [rule, setRule] = useState<LeadRoutingRule>(settings.rule)
  const [minutes, setMinutes] = useState(String(settings.notContactedMinutes))
  const [minutesError, setMinutesError] = useState<string | undefined>(undefined)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const save = useMutation({
    ...saveLeadRoutingMutation(),
    onSettled: (_saved, error) => {
      if (error) return
      setProblem(undefined)
      toaster.success({ title: T.saved })
    },
    onError: (e) => {
      const field = e instanceof ApiError ? e.fields.notContactedMinutes : undefined
      if (field) setMinutesError(field)
      else setProblem(e instanceof Error && e.message ? e.message : T.failed)
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const n = Number(minutes.trim())
    const valid = /^\d+$/.test(minutes.trim()) && n >= NOT_CONTACTED_MINUTES.min && n <= NOT_CONTACTED_MINUTES.max
    setMinutesError(valid ? undefined : THRESHOLD_MESSAGE)
    if (valid) save.mutate({ rule, notContactedMinutes: n })
  }
  return (
    <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '4', maxW: '2xl' })}>
      <fieldset className={css({ display: 'grid', gap: '3' })}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{T.ruleLegend}</legend>
        {LEAD_ROUTING_RULES.map((r) => (
          <label
            key={r}
            className={css({
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: '3',
              alignItems: 'start',
              p: '3',
              borderWidth: '1px',
              borderRadius: 'md',
              borderColor: rule === r ? 'border.focus' : 'border.subtle',
              cursor: 'pointer',
            })}
          >
            <input
              type="radio"
              name={`${id}-rule`}
              value={r}
              checked={rule === r}
              onChange={() => setRule(r)}
              aria-describedby={`${id}-${r}`}
              className={css({ mt: '1' })}
            />
            <span className={css({ fontWeight: 'medium' })}>{LEAD_ROUTING_RULE_LABELS[r]}</span>
            <span id={`${id}-${r}`} className={css({ gridColumn: '2', fontSize: 'sm', color: 'fg.muted' })}>
              {HINTS[r]}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className={css({ display: 'grid', gap: '3' })}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{T.alertLegend}</legend>
        <NumberRow
          name="notContactedMinutes"
          label={T.threshold}
          hint={T.thresholdHint}
          value={minutes}
          onChange={setMinutes}
          error={minutesError}
          min={NOT_CONTACTED_MINUTES.min}
          max={NOT_CONTACTED_MINUTES.max}
          step={1}
          numeric
          className={css({ maxW: 'xs' })}
        />
      </fieldset>
      <FormAlert message={problem} />
      <div>
        <Button type="submit" size="md" loading={save.isPending} loadingText={T.save}>
          {T.save}
        </Button>
      </div>
    </form>
  )
}
