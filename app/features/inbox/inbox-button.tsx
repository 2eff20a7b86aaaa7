import { useQuery } from '@tanstack/react-query'
import { HeaderDialogButton } from '#app/components/layout/header-dialog-button.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { inboxQueryOptions } from '#app/data/staff-inbox.ts'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { css } from '#styled-system/css'
import { BellIcon } from './bell-icon'
import { bellLabel, unreadBadge } from './texts'

const InboxDialog = lazyChunk(() => import('./inbox-dialog'))

export type InboxArea = 'agent' | 'admin'

/** Header button of the agent dashboard and the admin panel: the staff member's notifications. */
export function InboxButton({ area, userId }: { area: InboxArea; userId: string | null }) {
  const inbox = useQuery({ ...inboxQueryOptions(userId ?? ''), enabled: userId !== null })
  const unread = inbox.data?.unread ?? 0
  return (
    <HeaderDialogButton
      icon={<BellIcon />}
      label="Notifications"
      aria-label={bellLabel(unread)}
      badge={
        unread > 0 && (
          <Badge
            aria-hidden="true"
            variant="solid"
            tone="danger"
            size="sm"
            data-testid="inbox-unread"
            className={css({ position: 'absolute', top: '0', insetInlineStart: '6', px: '1.5', minW: '5' })}
          >
            {unreadBadge(unread)}
          </Badge>
        )
      }
      dialog={(open, setOpen) =>
        userId && <InboxDialog open={open} onOpenChange={setOpen} area={area} userId={userId} />
      }
    />
  )
}
