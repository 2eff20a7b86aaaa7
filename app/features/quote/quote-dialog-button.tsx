import { type ReactNode, useState } from 'react'
import { lazyDialog, useLazyDialog } from '#app/components/ui/use-lazy-dialog.ts'
import type { QuoteKind, QuotePrefill } from './quote-texts'

// The dialog (with its maths, form and the outbox sender) is its own chunk, fetched when the
// visitor points at, focuses or presses a button: the pages that show the button stay light.
// The shell and the form in parallel (the shell would otherwise ask for the form only once drawn).
const loadDialog = lazyDialog(() =>
  Promise.all([import('./quote-dialog'), import('./quote-form')]).then(([m]) => m.QuoteDialog),
)

/**
 * A button that opens the quote dialog for a purchase or a renewal. It renders a plain
 * <button> with the caller's classes, so it looks exactly like the element it replaces.
 */
export function QuoteDialogButton({
  kind,
  prefill,
  className,
  children,
}: {
  kind: QuoteKind
  /** Read when pressed (e.g. the affordability result at that moment). */
  prefill?: () => QuotePrefill | undefined
  className?: string
  children: ReactNode
}) {
  const { Dialog, open, setOpen, trigger } = useLazyDialog(loadDialog, 'Could not open the calculator')
  const [startWith, setStartWith] = useState<QuotePrefill | undefined>()
  const onClick = () => {
    setStartWith(prefill?.())
    trigger.onClick()
  }
  return (
    <>
      <button type="button" className={className} {...trigger} onClick={onClick}>
        {children}
      </button>
      {Dialog ? <Dialog kind={kind} open={open} onOpenChange={setOpen} prefill={startWith} /> : null}
    </>
  )
}
