import { HeaderDialogButton } from '#app/components/layout/header-dialog-button.tsx'
import { SettingsIcon } from '#app/components/ui/icons.tsx'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'

const SecurityDialog = lazyChunk(() => import('./security-dialog'))

/** Header button of the signed-in areas: opens two-step verification, password and devices. */
export function SecurityButton() {
  return (
    <HeaderDialogButton
      icon={<SettingsIcon />}
      label="Security"
      dialog={(open, setOpen) => <SecurityDialog open={open} onOpenChange={setOpen} />}
    />
  )
}
