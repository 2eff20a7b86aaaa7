import { parseLeadMessage } from '#shared/leads/lead-message.ts'
import { css, cx } from '#styled-system/css'

const bubble = css({
  px: '3',
  py: '2',
  borderRadius: 'lg',
  maxW: '[85%]',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: 'sm',
})

/**
 * A lead's message as text: a chatbot conversation as turns, anything else (including JSON
 * that is not a conversation) as plain text. Never rendered as HTML.
 */
export function LeadMessage({ message }: { message: string | null }) {
  const view = parseLeadMessage(message)
  if (view.kind === 'none') return null
  if (view.kind === 'text') {
    return (
      <div>
        <h4 className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', mb: '1' })}>Message</h4>
        <p
          data-testid="lead-message-text"
          className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'sm' })}
        >
          {view.text}
        </p>
      </div>
    )
  }
  return (
    <details data-testid="lead-conversation" className={css({ fontSize: 'sm' })}>
      <summary
        className={css({
          cursor: 'pointer',
          fontWeight: 'semibold',
          color: 'accent.fg',
          minH: '11',
          display: 'flex',
          alignItems: 'center',
          _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
        })}
      >
        Chat conversation ({view.turns.length} messages)
      </summary>
      <ol
        aria-label="Chat conversation"
        className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2', mt: '2' })}
      >
        {view.turns.map((turn, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored transcript never reorders: the position is the identity
            key={i}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              alignItems: turn.role === 'user' ? 'flex-end' : 'flex-start',
            })}
          >
            <span className={css({ fontSize: 'xs', color: 'fg.muted', mb: '0.5' })}>
              {turn.role === 'user' ? 'Visitor' : 'Assistant'}
            </span>
            <span
              className={cx(
                bubble,
                turn.role === 'user'
                  ? css({ bg: 'accent.subtle', color: 'fg.default' })
                  : css({ bg: 'bg.subtle', color: 'fg.default' }),
              )}
            >
              {turn.content}
            </span>
          </li>
        ))}
      </ol>
    </details>
  )
}
