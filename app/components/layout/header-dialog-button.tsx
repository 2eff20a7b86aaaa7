import { type ReactNode, Suspense, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { css } from '#styled-system/css'

/**
 * A header button of the signed-in areas that opens a dialog: its icon, its name (hidden on
 * phones, where the icon stands alone), what it shows on top (the unread count), and the dialog,
 * rendered only while open (a lazy chunk, fetched the first time). With `aria-label` the name
 * shown is left out of the accessible name, which the label says in full.
 */
export function HeaderDialogButton({
  icon,
  label,
  'aria-label': ariaLabel,
  badge,
  dialog,
}: {
  icon: ReactNode
  label: string
  'aria-label'?: string
  badge?: ReactNode
  dialog(open: boolean, setOpen: (open: boolean) => void): ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size="md"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        className={css({ px: { base: '2.5', sm: '4' }, position: 'relative' })}
      >
        {icon}
        {ariaLabel ? (
          <span aria-hidden="true" className={css({ display: { base: 'none', sm: 'inline' } })}>
            {label}
          </span>
        ) : (
          <span className={css({ srOnly: { base: true, sm: false } })}>{label}</span>
        )}
        {badge}
      </Button>
      {open && <Suspense fallback={null}>{dialog(open, setOpen)}</Suspense>}
    </>
  )
}
