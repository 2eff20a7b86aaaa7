import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { CHAT_GREETING, CHAT_STARTERS } from '#shared/chat/messages.ts'
import { css, cx } from '#styled-system/css'
import { spinner } from '#styled-system/recipes'
import { appChatController } from './chat-app'
import type { StoredChatMessage } from './chat-store'
import {
  CHAT_CHOICES_LABEL,
  CHAT_CLEAR,
  CHAT_CLEAR_CANCEL,
  CHAT_CLEAR_DESCRIPTION,
  CHAT_CLEAR_TITLE,
  CHAT_DESCRIPTION,
  CHAT_INPUT_LABEL,
  CHAT_INPUT_PLACEHOLDER,
  CHAT_LOADING,
  CHAT_MAX_CHARS,
  CHAT_PENDING,
  CHAT_SEND,
  CHAT_STARTERS_LABEL,
  CHAT_TITLE,
  chatTooLong,
} from './chat-texts'

export interface ChatDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
}

/**
 * The chat dialog: the greeting, six starters while the history
 * holds only the greeting, the conversation, the topics a reply offers (each sends its title), 'Clear Chat' with a confirmation. While a reply
 * is pending the input, send and clear are disabled and the dialog cannot be closed. New
 * replies are announced politely. A full-screen sheet on phones.
 */
export function ChatDialog({ open, onOpenChange }: ChatDialogProps) {
  const controller = appChatController()
  const state = useSyncExternalStore(controller.subscribe, controller.getState)
  const [draft, setDraft] = useState('')
  const [confirming, setConfirming] = useState(false)
  const inputRef = useRef<HTMLInputElement | null>(null)
  const logRef = useRef<HTMLDivElement | null>(null)
  const { pending, messages, status } = state

  useEffect(() => {
    if (open) void controller.start()
  }, [open, controller])

  // Newest message in view; the input back in focus once a reply arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the log grows or the reply state changes, which these values signal
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages.length, pending, status])
  const wasPending = useRef(false)
  useEffect(() => {
    if (wasPending.current && !pending) inputRef.current?.focus()
    wasPending.current = pending
  }, [pending])
  // The input takes the focus when the dialog opens, once the conversation is loaded: while it
  // loads the input is disabled, and the dialog's own initial focus falls on Close.
  const focusedOnOpen = useRef(false)
  useEffect(() => {
    if (!open) {
      focusedOnOpen.current = false
      return
    }
    if (status === 'ready' && !focusedOnOpen.current) {
      focusedOnOpen.current = true
      inputRef.current?.focus()
    }
  }, [open, status])
  const tooLong = draft.trim().length > CHAT_MAX_CHARS

  const send = (text: string) => {
    if (pending || text.trim().length > CHAT_MAX_CHARS) return
    void controller.send(text).then((taken) => {
      if (taken) setDraft((current) => (current.trim() === text.trim() ? '' : current))
    })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send(draft)
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        // A pending reply locks the dialog open (outside click, Escape, the close button).
        if (!d.open && controller.getState().pending) return
        onOpenChange(d.open)
      }}
      closeOnInteractOutside={!pending}
      closeOnEscape={!pending}
      initialFocusEl={() => inputRef.current}
    >
      <Dialog.Frame closeButton={false} className={sheet} data-testid="chat-dialog">
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', pe: '10' })}>
          <Dialog.Title>{CHAT_TITLE}</Dialog.Title>
          <Dialog.Description className={css({ textStyle: 'sm' })}>{CHAT_DESCRIPTION}</Dialog.Description>
        </div>

        <div ref={logRef} className={logBox} aria-busy={status === 'loading' || pending}>
          {status === 'loading' ? (
            <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
              <Spinner label={CHAT_LOADING} />
            </div>
          ) : (
            <ol
              aria-label="Conversation"
              className={css({
                listStyle: 'none',
                p: '0',
                m: '0',
                display: 'flex',
                flexDirection: 'column',
                gap: '3',
              })}
            >
              <MessageItem
                message={{ role: 'assistant', content: CHAT_GREETING, link: null }}
                onNavigate={() => onOpenChange(false)}
              />
              {messages.map((m) => (
                <MessageItem key={m.id} message={m} onNavigate={() => onOpenChange(false)} />
              ))}
              {pending ? (
                <li
                  className={cx(
                    bubble,
                    assistantBubble,
                    css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'fg.muted' }),
                  )}
                >
                  <span className={css({ srOnly: true })}>Assistant: </span>
                  <span className={spinner({ size: 'sm' })} aria-hidden="true" />
                  {CHAT_PENDING}
                </li>
              ) : null}
            </ol>
          )}
          {status === 'ready' && !pending && state.choices.length > 0 ? (
            <section aria-label={CHAT_CHOICES_LABEL} className={css({ mt: '3' })}>
              <ul className={chipList}>
                {state.choices.map((label) => (
                  <li key={label}>
                    <Button variant="outline" size="sm" className={starter} onClick={() => send(label)}>
                      {label}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {status === 'ready' && messages.length === 0 ? (
            <section aria-label={CHAT_STARTERS_LABEL} className={css({ mt: '4' })}>
              <h3 className={css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted', mb: '2' })}>
                {CHAT_STARTERS_LABEL}
              </h3>
              <ul className={chipList}>
                {CHAT_STARTERS.map((q) => (
                  <li key={q}>
                    <Button variant="outline" size="sm" className={starter} disabled={pending} onClick={() => send(q)}>
                      {q}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        {/* Replies only (not the visitor's own messages, not the restored history). */}
        <div aria-live="polite" aria-atomic="true" className={css({ srOnly: true })} data-testid="chat-announcer">
          {pending ? CHAT_PENDING : (state.latestReply?.content ?? '')}
        </div>

        <form onSubmit={onSubmit} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <label htmlFor="chat-input" className={css({ srOnly: true })}>
            {CHAT_INPUT_LABEL}
          </label>
          <Input
            id="chat-input"
            ref={inputRef}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={CHAT_INPUT_PLACEHOLDER}
            autoComplete="off"
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? 'chat-too-long' : undefined}
            disabled={pending || status !== 'ready'}
            className={css({ flex: '1', minW: '0' })}
          />
          <Button type="submit" disabled={pending || status !== 'ready' || tooLong}>
            {CHAT_SEND}
          </Button>
        </form>
        {/* A paste over the limit is said, never cut silently: the text stays to be shortened. */}
        <p
          id="chat-too-long"
          role="status"
          className={css({ textStyle: 'sm', color: 'danger.fg', mt: '-1', _empty: { display: 'none' } })}
        >
          {tooLong ? chatTooLong(draft.trim().length) : ''}
        </p>
        <div
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: '2',
            mt: '-2',
          })}
        >
          <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>
            {state.onDevice || status === 'loading' ? 'Saved on this device.' : 'Kept only while this page is open.'}
          </p>
          <Button
            variant="ghost"
            size="sm"
            disabled={pending || status !== 'ready' || messages.length === 0}
            onClick={() => setConfirming(true)}
          >
            {CHAT_CLEAR}
          </Button>
        </div>
        <Dialog.CloseTrigger disabled={pending} />

        <ClearConfirmation
          open={confirming}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            void controller.clear().then(() => inputRef.current?.focus())
          }}
        />
      </Dialog.Frame>
    </Dialog.Root>
  )
}

function MessageItem({
  message,
  onNavigate,
}: {
  message: Pick<StoredChatMessage, 'role' | 'content' | 'link'>
  onNavigate(): void
}) {
  const mine = message.role === 'user'
  return (
    <li className={cx(bubble, mine ? userBubble : assistantBubble)} data-role={message.role}>
      <span className={css({ srOnly: true })}>{mine ? 'You: ' : 'Assistant: '}</span>
      <span className={css({ whiteSpace: 'pre-line' })}>{message.content}</span>
      {message.link ? (
        <Link
          to={message.link.to}
          search={message.link.search as never}
          onClick={onNavigate}
          className={css({
            // On a line of its own under the answer.
            display: 'block',
            w: 'fit',
            mt: '2',
            color: 'accent.fg',
            fontWeight: 'semibold',
            textDecoration: 'underline',
          })}
        >
          {message.link.label}
        </Link>
      ) : null}
    </li>
  )
}

function ClearConfirmation({ open, onCancel, onConfirm }: { open: boolean; onCancel(): void; onConfirm(): void }) {
  const cancelRef = useRef<HTMLButtonElement | null>(null)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => (d.open ? undefined : onCancel())}
      role="alertdialog"
      size="sm"
      initialFocusEl={() => cancelRef.current}
    >
      <Dialog.Frame closeButton={false} className={css({ borderRadius: 'xl', mx: '4', mb: { base: '4', sm: '0' } })}>
        <Dialog.Title>{CHAT_CLEAR_TITLE}</Dialog.Title>
        <Dialog.Description>{CHAT_CLEAR_DESCRIPTION}</Dialog.Description>
        <Dialog.Footer>
          <Button variant="outline" ref={cancelRef} onClick={onCancel}>
            {CHAT_CLEAR_CANCEL}
          </Button>
          <Button tone="danger" onClick={onConfirm}>
            {CHAT_CLEAR}
          </Button>
        </Dialog.Footer>
      </Dialog.Frame>
    </Dialog.Root>
  )
}

export default ChatDialog

// A full-screen sheet on phones, a tall panel from the sm breakpoint.
const sheet = css({
  h: { base: 'dvh', sm: '[min(44rem, calc(100dvh - 2rem))]' },
  maxH: { base: 'dvh', sm: '[calc(100dvh - 2rem)]' },
  maxW: { sm: 'xl' },
  borderRadius: { base: 'none', sm: 'xl' },
  overflowY: 'hidden',
  gap: '3',
  p: { base: '4', sm: '6' },
})
const logBox = css({ flex: '1', minH: '0', overflowY: 'auto', overscrollBehavior: 'contain', py: '1', pe: '1' })
const bubble = css({ maxW: '[88%]', px: '3', py: '2', borderRadius: 'lg', textStyle: 'sm', lineHeight: 'relaxed' })
const assistantBubble = css({ alignSelf: 'flex-start', bg: 'bg.subtle', color: 'fg.default' })
const userBubble = css({ alignSelf: 'flex-end', bg: 'accent.default', color: 'fg.onAccent' })
const chipList = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexWrap: 'wrap', gap: '2' })
const starter = css({ whiteSpace: 'normal', textAlign: 'start', h: 'auto', py: '2' })
