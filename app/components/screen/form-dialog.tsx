import type { ReactNode } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog, type DialogRootProps } from '#app/components/ui/dialog.tsx'
import { Modal } from '#app/components/ui/modal.tsx'
import { submitted, useFocusFirstInvalid } from './use-edit-form'

/**
 * An add / edit dialog: its title and description, the fields (children), Cancel and the submit
 * button, which reads `pendingLabel` while the save runs. Each time `errors` names a field, the
 * first invalid field takes the focus. Mounted while open (`open` defaults to true); with
 * `trigger`, the dialog opens from that element.
 */
export function FormDialog({
  open = true,
  submitLabel,
  pending,
  pendingLabel = 'Saving…',
  submitDisabled,
  errors = {},
  onSubmit,
  children,
  ...modal
}: {
  open?: boolean
  onOpenChange(open: boolean): void
  trigger?: ReactNode
  title: string
  description?: ReactNode
  size?: DialogRootProps['size']
  submitLabel: ReactNode
  pending: boolean
  pendingLabel?: string
  submitDisabled?: boolean
  errors?: object
  onSubmit(): void
  children: ReactNode
}) {
  const formRef = useFocusFirstInvalid(errors)
  return (
    <Modal {...modal} open={open}>
      <form ref={formRef} onSubmit={submitted(onSubmit)} noValidate aria-label={modal.title}>
        <Dialog.Body>{children}</Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button type="submit" loading={pending} loadingText={pendingLabel} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </form>
    </Modal>
  )
}
