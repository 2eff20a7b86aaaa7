import type { ReactNode } from 'react'
import { Dialog, type DialogRootProps } from './dialog'

/**
 * A modal dialog's frame: the root (`open`, `onOpenChange(open)` and Ark's other root options),
 * the element it opens from (`trigger`), the backdrop and positioner in a portal, the title and
 * description every modal starts with, what it holds (`children`) and the ✕ in the corner
 * (`closeButton={false}` for an alert dialog, which is closed by its own buttons).
 */
export function Modal({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  closeButton = true,
  children,
  ...root
}: Omit<DialogRootProps, 'open' | 'onOpenChange' | 'children'> & {
  open: boolean
  onOpenChange(open: boolean): void
  trigger?: ReactNode
  title: ReactNode
  description?: ReactNode
  closeButton?: boolean
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} {...root}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Frame closeButton={closeButton}>
        <Dialog.Title>{title}</Dialog.Title>
        {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        {children}
      </Dialog.Frame>
    </Dialog.Root>
  )
}
