/**
 * "Client asked to stop marketing", the same in the agent's lead view and the admin drawer: a
 * confirmation, then `onConfirm` (sent at once: the server records the withdrawal for every
 * purpose and takes the address off the newsletter), with a toast either way. Cancel is focused
 * first; closing returns focus to the button.
 */
import { useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Modal } from '#app/components/ui/modal.tsx'
import { notify } from '#app/components/ui/notify.ts'
import { STOP_MARKETING_TEXTS as T } from '#shared/compliance/consent.ts'

export function StopMarketing({ onConfirm }: { onConfirm(): Promise<unknown> }) {
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const opener = useRef<HTMLButtonElement | null>(null)
  const cancel = useRef<HTMLButtonElement | null>(null)
  const confirm = async () => {
    setPending(true)
    try {
      await onConfirm()
      setOpen(false)
      void notify('success', { title: T.done })
    } catch {
      void notify('error', { title: T.failed })
    } finally {
      setPending(false)
    }
  }
  return (
    <>
      <Button ref={opener} variant="outline" size="md" onClick={() => setOpen(true)}>
        {T.button}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        size="sm"
        initialFocusEl={() => cancel.current}
        finalFocusEl={() => opener.current}
        title={T.confirmTitle}
        description={T.confirmBody}
        closeButton={false}
      >
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline" ref={cancel}>
              Cancel
            </Button>
          </Dialog.CloseTrigger>
          <Button tone="danger" loading={pending} loadingText="Recording…" onClick={() => void confirm()}>
            {T.confirm}
          </Button>
        </Dialog.Footer>
      </Modal>
    </>
  )
}
