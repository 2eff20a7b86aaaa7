import { type ComponentType, useState } from 'react'
import { ChatIcon } from '#app/components/ui/icons.tsx'
import { notify } from '#app/components/ui/notify.ts'
import { css } from '#styled-system/css'
import type { ChatDialogProps } from './chat-dialog'
import { CHAT_BUTTON_LABEL } from './chat-texts'

// The dialog, its controller, Dexie and the engine are fetched only when the visitor points at,
// focuses or presses the button: nothing of the chat is in the initial bundle but this file.
let loading: Promise<ComponentType<ChatDialogProps>> | null = null
function loadDialog() {
  loading ??= import('./chat-dialog').then(
    (m) => m.ChatDialog,
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** The floating 'Get Instant Help' button of every public page. */
export function ChatLauncher() {
  const [Dialog, setDialog] = useState<ComponentType<ChatDialogProps> | null>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  const preload = () => void loadDialog().catch(() => undefined)
  const onClick = async () => {
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
      notify('error', { title: 'Could not open the chat', description: 'Check your connection and try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className={launcher}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={busy || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => void onClick()}
        data-testid="chat-launcher"
      >
        <ChatIcon size={22} aria-hidden="true" />
        <span className={label}>{CHAT_BUTTON_LABEL}</span>
      </button>
      {Dialog ? <Dialog open={open} onOpenChange={setOpen} /> : null}
    </>
  )
}

const launcher = css({
  position: 'fixed',
  zIndex: 'sticky',
  right: '3',
  bottom: '[calc(env(safe-area-inset-bottom, 0px) + 0.75rem)]',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '12',
  minW: '12',
  px: { base: '3', sm: '5' },
  borderRadius: 'full',
  bg: 'accent.default',
  color: 'fg.onAccent',
  fontWeight: 'semibold',
  boxShadow: 'overlay',
  cursor: 'pointer',
  transitionProperty: 'common',
  transitionDuration: 'fast',
  _hover: { bg: 'accent.emphasized' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
  '&[aria-busy=true]': { cursor: 'progress' },
  md: { right: '4', bottom: '[calc(env(safe-area-inset-bottom, 0px) + 1rem)]' },
})

// At phone widths the button is an icon (the outbox pill shares the bottom edge); the label
// stays its accessible name.
const label = css({
  srOnly: true,
  sm: {
    position: 'static',
    width: 'auto',
    height: 'auto',
    margin: '0',
    overflow: 'visible',
    clip: 'auto',
    whiteSpace: 'nowrap',
  },
})
