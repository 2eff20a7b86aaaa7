import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useRef } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

/**
 * The one confirmation before anything is deleted: an alert dialog with Cancel focused first and
 * a Delete that reads 'Deleting…' while `pending`. The caller owns the mutation and its toasts
 * (app/components/screen/delete-confirmation.tsx wires the usual ones).
 */
export function ConfirmDeleteDialog({
  open = true,
  onOpenChange,
  title,
  description,
  pending,
  onConfirm,
}: {
  open?: boolean
  onOpenChange(open: boolean): void
  title: ReactNode
  description: ReactNode
  pending: boolean
  onConfirm(): void
}) {
  const cancelRef = useRef<HTMLButtonElement | null>(null)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      role="alertdialog"
      size="sm"
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>{description}</Dialog.Description>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline" ref={cancelRef}>
                  Cancel
                </Button>
              </Dialog.CloseTrigger>
              <Button tone="danger" loading={pending} loadingText="Deleting…" onClick={onConfirm}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
