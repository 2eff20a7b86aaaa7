/**
 * A lead's quick actions, the same in the agent's lead view and the admin drawer: call, e-mail
 * and text (tel:, mailto:, sms: links opening the device's own apps) with a short message the
 * user can edit first. Using one logs a contact attempt in the lead's timeline (`onLog`: queued
 * on the agent's device, sent at once from the admin drawer).
 */
import { useId, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { ChatIcon, MailIcon, PhoneIcon } from '#app/components/ui/icons.tsx'
import { BRAND } from '#shared/config/brand.ts'
import { type ContactChannel, contactHref, contactTemplate } from '#shared/leads/lead-contact.ts'
import { firstName } from '#shared/schemas/staff-notifications.ts'
import { css } from '#styled-system/css'

export const QUICK_ACTION_TEXTS = {
  heading: 'Quick actions',
  message: 'Message',
  messageHelp: 'Goes into the e-mail or the text; change it before you send.',
  call: 'Call',
  email: 'E-mail',
  text: 'Text',
  subject: `Your request to ${BRAND.name}`,
  noPhone: 'No phone number: call and text are off.',
  logFailed: 'The contact attempt could not be logged. Please try again.',
} as const

const ICONS = { call: PhoneIcon, email: MailIcon, text: ChatIcon } satisfies Record<ContactChannel, unknown>

export function QuickActions({
  client,
  senderName,
  onLog,
}: {
  client: { name: string; email: string | null; phone: string | null }
  senderName: string
  onLog(channel: ContactChannel): Promise<void>
}) {
  const id = useId()
  const [message, setMessage] = useState(() =>
    contactTemplate({ firstName: firstName(client.name), agentName: senderName, brokerage: BRAND.name }),
  )
  const [problem, setProblem] = useState<string | null>(null)
  const log = (channel: ContactChannel) => {
    setProblem(null)
    onLog(channel).catch(() => setProblem(QUICK_ACTION_TEXTS.logFailed))
  }
  return (
    <section aria-labelledby={`${id}-quick`} className={css({ display: 'grid', gap: '3' })} data-testid="quick-actions">
      <h3 id={`${id}-quick`} className={css({ fontWeight: 'semibold', fontSize: 'md' })}>
        {QUICK_ACTION_TEXTS.heading}
      </h3>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {(['call', 'email', 'text'] as const).map((channel) => {
          const href = contactHref(channel, client, message, QUICK_ACTION_TEXTS.subject)
          const Icon = ICONS[channel]
          return href ? (
            <Button key={channel} asChild variant="outline" size="md">
              <a href={href} onClick={() => log(channel)}>
                <Icon />
                {QUICK_ACTION_TEXTS[channel]}
              </a>
            </Button>
          ) : (
            <Button key={channel} variant="outline" size="md" disabled>
              <Icon />
              {QUICK_ACTION_TEXTS[channel]}
            </Button>
          )
        })}
      </div>
      {!client.phone && <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{QUICK_ACTION_TEXTS.noPhone}</p>}
      <Field.Root>
        <Field.Label>{QUICK_ACTION_TEXTS.message}</Field.Label>
        <Field.Textarea
          name="quick-message"
          rows={3}
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Field.HelperText>{QUICK_ACTION_TEXTS.messageHelp}</Field.HelperText>
      </Field.Root>
      {problem && (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {problem}
        </p>
      )}
    </section>
  )
}
