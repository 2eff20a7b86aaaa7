import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Modal } from '#app/components/ui/modal.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { plainList } from '#app/components/ui/styles.ts'
import { applyReads, type InboxView, inboxKeys, inboxQueryOptions, markInboxRead } from '#app/data/staff-inbox.ts'
import { relativeTime } from '#app/lib/relative-time.ts'
import { leadUrl, type MarkReadInput, type StaffNotification } from '#shared/schemas/staff-notifications.ts'
import { css, cx } from '#styled-system/css'
import type { InboxArea } from './inbox-button'
import { NewLeadSwitch } from './new-lead-switch'
import { INBOX_TEXTS } from './texts'

const list = cx(plainList, css({ display: 'grid', gap: '1' }))
const item = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '3',
  rowGap: '0.5',
  w: 'full',
  textAlign: 'start',
  p: '3',
  borderRadius: 'md',
  cursor: 'pointer',
  bg: 'transparent',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus' },
})
const dot = css({ w: '2.5', h: '2.5', mt: '1.5', borderRadius: 'full', gridRow: 'span 3' })
const unreadDot = css({ bg: 'accent.default' })
const title = css({ fontWeight: 'semibold', color: 'fg.default' })
const muted = css({ fontSize: 'sm', color: 'fg.muted' })

/**
 * The bell's dialog: the staff member's notifications, newest first (opening one marks it read and
 * opens its lead: the agent's Leads tab, or the admin's leads drawer), 'Mark all read', and
 * new-lead notifications on this device.
 */
export default function InboxDialog({
  open,
  onOpenChange,
  area,
  userId,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  area: InboxArea
  userId: string
}) {
  const queryClient = useQueryClient()
  const router = useRouter()
  // Read again on opening: the newest, or the device's copy (and saying so) when offline.
  const inbox = useQuery({ ...inboxQueryOptions(userId), refetchOnMount: 'always' })
  const key = inboxKeys.of(userId)
  const read = useMutation({
    mutationFn: markInboxRead,
    // Queued on the device when offline: the outbox sends it later.
    networkMode: 'always',
    onMutate: async (input: MarkReadInput) => {
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData<InboxView>(key, (current) =>
        current ? { ...applyReads(current, [input], new Date().toISOString()), offline: current.offline } : current,
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
  const now = Date.now()

  function openItem(n: StaffNotification) {
    if (n.readAt === null) read.mutate({ ids: [n.id] })
    onOpenChange(false)
    void router.navigate({ href: leadUrl(n.leadId, area) })
  }

  const data = inbox.data
  const newest = data?.notifications[0]?.createdAt
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={INBOX_TEXTS.title} description={INBOX_TEXTS.description}>
      <div className={css({ display: 'grid', gap: '6' })}>
        <div className={css({ display: 'grid', gap: '3' })}>
          {data && data.unread > 0 && newest && (
            <Button
              variant="outline"
              size="sm"
              className={css({ justifySelf: 'end' })}
              onClick={() => read.mutate({ all: true, until: newest })}
            >
              {INBOX_TEXTS.markAll}
            </Button>
          )}
          {data?.offline && (
            <p role="status" className={muted}>
              {INBOX_TEXTS.offline}
            </p>
          )}
          {read.isError && (
            <p role="alert" className={css({ fontSize: 'sm', color: 'danger.fg' })}>
              {INBOX_TEXTS.readFailed}
            </p>
          )}
          <QueryStates
            query={inbox}
            loading={INBOX_TEXTS.loading}
            error={INBOX_TEXTS.failed}
            empty={INBOX_TEXTS.empty}
            isEmpty={(d) => d.notifications.length === 0}
          >
            {(d) => (
              <ul className={list} data-testid="inbox-list">
                {d.notifications.map((n) => (
                  <li key={n.id}>
                    <button type="button" className={item} onClick={() => openItem(n)}>
                      <span aria-hidden="true" className={cx(dot, n.readAt === null && unreadDot)} />
                      <span className={title}>
                        {n.readAt === null && <span className={css({ srOnly: true })}>{INBOX_TEXTS.unread}: </span>}
                        {n.title}
                      </span>
                      <span className={muted}>{n.body}</span>
                      <span className={muted}>
                        <time dateTime={n.createdAt}>{relativeTime(Date.parse(n.createdAt), now)}</time>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryStates>
        </div>
        <section
          aria-labelledby="inbox-device"
          className={css({ display: 'grid', gap: '3', borderTopWidth: '1px', borderColor: 'border.default', pt: '4' })}
        >
          <h3 id="inbox-device" className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
            {INBOX_TEXTS.deviceHeading}
          </h3>
          <NewLeadSwitch area={area} />
        </section>
      </div>
    </Modal>
  )
}
