import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Switch } from '#app/components/ui/switch.tsx'
import { browserPushEnv, pushSupport } from '#app/data/rate-alerts.ts'
import {
  disableStaffPush,
  enableStaffPush,
  StaffPushError,
  staffPushKeys,
  staffPushQueryOptions,
} from '#app/data/staff-push.ts'
import { css } from '#styled-system/css'
import type { InboxArea } from './inbox-button'
import { INBOX_TEXTS } from './texts'

/** 'New-lead notifications' on or off for this device (the signed-in user's). */
export function NewLeadSwitch({ area }: { area: InboxArea }) {
  const queryClient = useQueryClient()
  const status = useQuery(staffPushQueryOptions())
  const [problem, setProblem] = useState<string | null>(null)
  const support = pushSupport(browserPushEnv())
  const change = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) await enableStaffPush()
      else await disableStaffPush()
      return on
    },
    onMutate: () => setProblem(null),
    onSuccess: (on) => queryClient.setQueryData(staffPushKeys.status, on),
    onError: (error) => setProblem(error instanceof StaffPushError ? error.message : INBOX_TEXTS.switchFailed),
  })
  const checked = change.isPending ? change.variables : (status.data ?? false)
  const why = support.ok ? null : INBOX_TEXTS.unsupported[support.reason]
  return (
    <section aria-labelledby="new-lead-switch" className={css({ display: 'grid', gap: '2' })}>
      <Switch.Root
        checked={checked}
        disabled={change.isPending || status.isPending || (!support.ok && !checked)}
        onCheckedChange={(d) => change.mutate(d.checked)}
      >
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label id="new-lead-switch">{INBOX_TEXTS.switchLabel}</Switch.Label>
        <Switch.HiddenInput />
      </Switch.Root>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{INBOX_TEXTS.switchHelp[area]}</p>
      {(problem ?? why) && (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {problem ?? why}
        </p>
      )}
    </section>
  )
}
