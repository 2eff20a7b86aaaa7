import { Suspense, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { SettingsIcon } from '#app/components/ui/icons.tsx'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { css } from '#styled-system/css'

const SecurityDialog = lazyChunk(() => import('./security-dialog'))

/** Header button of the signed-in areas: opens two-step verification, password and devices. */
export function SecurityButton() {
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
        <SettingsIcon />
        <span className={css({ srOnly: { base: true, sm: false } })}>Security</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SecurityDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
