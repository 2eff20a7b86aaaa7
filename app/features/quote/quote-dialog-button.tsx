import { type ComponentType, type ReactNode, useState } from 'react'
import { notify } from '#app/components/ui/notify.ts'
import type { QuoteDialogProps } from './quote-dialog'
import type { QuoteKind, QuotePrefill } from './quote-texts'

// The dialog (with its maths, form and the outbox sender) is its own chunk, fetched when the
// visitor points at, focuses or presses a button: the pages that show the button stay light.
let loading: Promise<ComponentType<QuoteDialogProps>> | null = null
function loadDialog() {
  // The shell and the form in parallel (the shell would otherwise ask for the form only once drawn).
  loading ??= Promise.all([import('./quote-dialog'), import('./quote-form')]).then(
    ([m]) => m.QuoteDialog,
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

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
  const [Dialog, setDialog] = useState<ComponentType<QuoteDialogProps> | null>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [startWith, setStartWith] = useState<QuotePrefill | undefined>()

  const preload = () => {
    void loadDialog().catch(() => undefined)
  }
  const onClick = async () => {
    setStartWith(prefill?.())
    if (Dialog) {
      setOpen(true)
      return
    }
    setBusy(true)
    try {
      const Loaded = await loadDialog()
      setDialog(() => Loaded)
      setOpen(true)
    } catch {
      notify('error', { title: 'Could not open the calculator', description: 'Check your connection and try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-busy={busy || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => void onClick()}
      >
        {children}
      </button>
      {Dialog ? <Dialog kind={kind} open={open} onOpenChange={setOpen} prefill={startWith} /> : null}
    </>
  )
}
