/**
 * 'A new version is available' [Reload] — and, while submissions are still waiting in the
 * outbox, 'Your saved submissions are still being sent — reload once they're delivered'
 * (the page then reloads by itself when they are). Mounted lazily by the root layout; the
 * logic is in update-controller.ts.
 */

import { Button } from '#app/components/ui/button.tsx'
import { RefreshIcon } from '#app/components/ui/icons.tsx'
import { css } from '#styled-system/css'
import { getUpdateController, useUpdateState } from './runtime'

export const UPDATE_AVAILABLE_TEXT = 'A new version is available'
export const UPDATE_BLOCKED_TEXT = "Your saved submissions are still being sent — reload once they're delivered"

const banner = css({
  position: 'fixed',
  zIndex: 'toast',
  left: '3',
  right: '3',
  top: '[calc(env(safe-area-inset-top, 0px) + 0.75rem)]',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '3',
  pl: '4',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.subtle',
  bg: 'bg.default',
  color: 'fg.default',
  boxShadow: 'overlay',
  textStyle: 'sm',
  md: {
    top: '[auto]',
    bottom: '[calc(env(safe-area-inset-bottom, 0px) + 1rem)]',
    left: '[50%]',
    right: '[auto]',
    transform: 'translateX(-50%)',
    maxWidth: 'xl',
    flexWrap: 'nowrap',
  },
  '& > svg': { width: '5', height: '5', flexShrink: '0', color: 'accent.fg' },
})

function waitingText(unsent: number) {
  if (!Number.isFinite(unsent)) return 'Submissions may still be waiting.'
  return unsent === 1 ? '1 submission waiting.' : `${unsent} submissions waiting.`
}

export function UpdatePrompt() {
  const state = useUpdateState()
  const controller = getUpdateController()
  if (state.phase === 'idle' || !controller) return null

  return (
    <div className={banner} role="status" aria-live="polite" data-testid="update-prompt" data-phase={state.phase}>
      <RefreshIcon aria-hidden="true" />
      {state.phase === 'available' ? (
        <>
          <p className={css({ flex: '1', minWidth: '40', fontWeight: 'semibold' })}>{UPDATE_AVAILABLE_TEXT}</p>
          <div className={css({ display: 'flex', gap: '2', flexShrink: '0', ml: 'auto' })}>
            <Button size="sm" variant="ghost" tone="neutral" onClick={() => controller.dismiss()}>
              Later
            </Button>
            <Button size="sm" onClick={() => void controller.requestReload()}>
              Reload
            </Button>
          </div>
        </>
      ) : state.phase === 'blocked' ? (
        <>
          <p className={css({ flex: '1', minWidth: '40' })}>
            <span className={css({ fontWeight: 'semibold' })}>{UPDATE_BLOCKED_TEXT}</span>
            <span className={css({ display: 'block', mt: '0.5', color: 'fg.muted' })}>
              {waitingText(state.unsent)} This page reloads by itself once they are sent.
            </span>
          </p>
          <Button size="sm" variant="ghost" tone="neutral" onClick={() => controller.dismiss()}>
            Cancel
          </Button>
        </>
      ) : (
        <p className={css({ flex: '1', fontWeight: 'semibold' })}>Updating…</p>
      )}
    </div>
  )
}
