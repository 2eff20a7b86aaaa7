import { ChatIcon } from '#app/components/ui/icons.tsx'
import { lazyDialog, useLazyDialog } from '#app/components/ui/use-lazy-dialog.ts'
import { css } from '#styled-system/css'
import { CHAT_BUTTON_LABEL } from './chat-texts'

// The dialog, its controller, Dexie and the engine are fetched only when the visitor points at,
// focuses or presses the button: nothing of the chat is in the initial bundle but this file.
const loadDialog = lazyDialog(() => import('./chat-dialog').then((m) => m.ChatDialog))

/** The floating 'Get Instant Help' button of every public page. */
export function ChatLauncher() {
  const { Dialog, open, setOpen, trigger } = useLazyDialog(loadDialog, 'Could not open the chat')
  return (
    <>
      <button type="button" className={launcher} aria-expanded={open} {...trigger} data-testid="chat-launcher">
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
