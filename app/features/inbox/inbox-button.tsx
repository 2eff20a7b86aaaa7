import { useQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { inboxQueryOptions } from '#app/data/staff-inbox.ts'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { css } from '#styled-system/css'
import { BellIcon } from './bell-icon'
import { bellLabel, unreadBadge } from './texts'

const InboxDialog = lazyChunk(() => import('./inbox-dialog'))

export type InboxArea = 'agent' | 'admin'

/** Header button of the agent dashboard and the admin panel: the staff member's notifications. */
export function InboxButton({ area, userId }: { area: InboxArea; userId: string | null }) {
  const [open, setOpen] = useState(false)
  const inbox = useQuery({ ...inboxQueryOptions(userId ?? ''), enabled: userId !== null })
  const unread = inbox.data?.unread ?? 0
  return (
    <>
      <Button
        variant="ghost"
        size="md"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={bellLabel(unread)}
        className={css({ px: { base: '2.5', sm: '4' }, position: 'relative' })}
      >
        <BellIcon />
        <span aria-hidden="true" className={css({ display: { base: 'none', sm: 'inline' } })}>
          Notifications
        </span>
        {unread > 0 && (
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
        )}
      </Button>
      {open && userId && (
        <Suspense fallback={null}>
          <InboxDialog open={open} onOpenChange={setOpen} area={area} userId={userId} />
        </Suspense>
      )}
    </>
  )
}
