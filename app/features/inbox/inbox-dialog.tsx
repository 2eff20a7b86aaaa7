import { Portal } from '@ark-ui/react/portal'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { css } from '#styled-system/css'
import type { InboxArea } from './inbox-button'
import { NewLeadSwitch } from './new-lead-switch'
import { INBOX_TEXTS } from './texts'

/** The bell's dialog: new-lead notifications on this device. */
export default function InboxDialog({
  open,
  onOpenChange,
  area,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  area: InboxArea
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{INBOX_TEXTS.title}</Dialog.Title>
            <Dialog.Description>{INBOX_TEXTS.description}</Dialog.Description>
            <Dialog.Body className={css({ display: 'grid', gap: '6' })}>
              <NewLeadSwitch area={area} />
            </Dialog.Body>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
