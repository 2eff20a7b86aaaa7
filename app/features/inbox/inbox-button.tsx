import { Suspense, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { css } from '#styled-system/css'
import { BellIcon } from './bell-icon'

const InboxDialog = lazyChunk(() => import('./inbox-dialog'))

export type InboxArea = 'agent' | 'admin'

/** Header button of the agent dashboard and the admin panel: the staff member's notifications. */
export function InboxButton({ area }: { area: InboxArea }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size="md"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={css({ px: { base: '2.5', sm: '4' } })}
      >
        <BellIcon />
        <span className={css({ srOnly: { base: true, sm: false } })}>Notifications</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <InboxDialog open={open} onOpenChange={setOpen} area={area} />
        </Suspense>
      )}
    </>
  )
}
