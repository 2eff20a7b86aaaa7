import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { notify } from '#app/components/ui/notify.ts'
import { browserPushEnv, type PushSupport, pushSupport } from '#app/data/rate-alerts.ts'
import { removeReminder, renewalReminderKeys, saveReminder, useRenewalReminders } from '#app/data/renewal-reminders.ts'
import { longDateOfDay } from '#shared/time/long-date.ts'
import { css } from '#styled-system/css'
import { panel } from './kit/styles'

const UNSUPPORTED: Record<Exclude<PushSupport, { ok: true }>['reason'], string> = {
  'ios-install':
    'On an iPhone or iPad, reminders work from the installed app: add this site to your Home Screen first.',
  unsupported: 'This browser cannot receive notifications, so reminders cannot reach you here.',
  denied: 'Notifications are blocked for this site: allow them in your browser settings to get reminders.',
}

/**
 * 'Remind me before my term ends': the maturity date saved for this device, reminded by
 * notification 180, 120 and 30 days before (no account); each saved date removed in one tap.
 * Its own chunk: the rates-alerts data layer loads only when the page is shown.
 */
export default function RenewalReminders({ maturityDate }: { maturityDate: string }) {
  const headingId = useId()
  const [support, setSupport] = useState<PushSupport | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const client = useQueryClient()
  const reminders = useRenewalReminders()
  useEffect(() => setSupport(pushSupport(browserPushEnv())), [])
  const list = reminders.data ?? []
  const already = list.some((r) => r.maturityDate === maturityDate)

  const save = async () => {
    setProblem(null)
    setBusy(true)
    try {
      await saveReminder(maturityDate)
      notify('success', { title: 'Reminders saved on this device' })
      await client.invalidateQueries({ queryKey: renewalReminderKeys.all })
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The reminder could not be saved.')
    } finally {
      setBusy(false)
    }
  }
  const remove = async (id: string) => {
    setProblem(null)
    try {
      await removeReminder(id)
      await client.invalidateQueries({ queryKey: renewalReminderKeys.all })
    } catch {
      setProblem('The reminder could not be removed (you may be offline). Please try again.')
    }
  }

  return (
    <section aria-labelledby={headingId} className={`${panel} ${css({ display: 'grid', gap: '3' })}`}>
      <h2 id={headingId} className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>
        Remind me before my term ends
      </h2>
      <p className={css({ color: 'fg.muted', maxW: '3xl' })}>
        A notification on this device 180, 120 and 30 days before your maturity date: time to compare offers while a new
        lender can hold a rate. No account, no email.
      </p>
      {support && !support.ok ? (
        <p className={css({ textStyle: 'sm' })}>{UNSUPPORTED[support.reason]}</p>
      ) : !maturityDate ? (
        <p className={css({ textStyle: 'sm' })}>Enter your maturity date above to set reminders.</p>
      ) : already ? null : (
        <div>
          <Button variant="outline" onClick={() => void save()} loading={busy} loadingText="Saving…">
            Remind me before {longDateOfDay(maturityDate)}
          </Button>
        </div>
      )}
      {problem ? (
        <p role="alert" className={css({ color: 'danger.fg', textStyle: 'sm', fontWeight: 'medium' })}>
          {problem}
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul aria-label="Reminders on this device" className={css({ listStyle: 'none', p: '0', m: '0' })}>
          {list.map((r) => (
            <li
              key={r.id}
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '2',
                py: '2',
                borderTopWidth: '1px',
                borderColor: 'border.subtle',
              })}
            >
              <span>
                Term ending <strong>{longDateOfDay(r.maturityDate)}</strong>
                <span className={css({ display: 'block', textStyle: 'sm', color: 'fg.muted' })}>
                  {r.nextOn ? `Next reminder ${longDateOfDay(r.nextOn)}` : 'All reminders sent'}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove the reminders for ${longDateOfDay(r.maturityDate)}`}
                onClick={() => void remove(r.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
