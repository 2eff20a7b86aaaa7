import { Link } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { Modal } from '#app/components/ui/modal.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { css } from '#styled-system/css'
import { QUOTE_TITLES, type QuoteKind, type QuotePrefill } from './quote-texts'

// The form (maths, fields, lead) is its own chunk, fetched together with this one by
// QuoteDialogButton; the dialog can open while it arrives.
const QuoteForm = lazyChunk(() => import('./quote-form'))

export interface QuoteDialogProps {
  kind: QuoteKind
  open: boolean
  onOpenChange(open: boolean): void
  /** Values to start from when it opens (affordability page). */
  prefill?: QuotePrefill | undefined
}

/**
 * The mortgage quote dialog, titled 'Buying a Home' or 'Renewal/Refinancing'
 * + ' - Mortgage Calculator'. The content stays mounted while closed, so what the visitor typed
 * is still there when they reopen it; a successful submit resets it.
 */
export function QuoteDialog({ kind, open, onOpenChange, prefill }: QuoteDialogProps) {
  const [busy, setBusy] = useState(false)
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      unmountOnExit={false}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      title={QUOTE_TITLES[kind]}
      description="See your estimated payment now. A licensed agent follows up with a personalized quote."
    >
      {kind === 'renewal' ? (
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          Renewing soon or thinking of leaving early?{' '}
          <Link
            to="/renewal-calculator"
            onClick={() => onOpenChange(false)}
            className={css({ color: 'accent.fg', textDecoration: 'underline', fontWeight: 'medium' })}
          >
            See your penalty and what switching saves
          </Link>
          .
        </p>
      ) : null}
      <Suspense
        fallback={
          <div className={css({ display: 'flex', justifyContent: 'center', py: '16' })}>
            <Spinner label="Loading the calculator" />
          </div>
        }
      >
        <QuoteForm
          kind={kind}
          open={open}
          prefill={prefill}
          onBusyChange={setBusy}
          onDone={() => onOpenChange(false)}
        />
      </Suspense>
    </Modal>
  )
}

export default QuoteDialog
