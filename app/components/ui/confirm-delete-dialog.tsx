import { type ReactNode, useRef } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'
import { Modal } from './modal'

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
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="sm"
      initialFocusEl={() => cancelRef.current}
      title={title}
      description={description}
      closeButton={false}
    >
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
    </Modal>
  )
}
