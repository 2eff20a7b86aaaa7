import { css } from '#styled-system/css'
import { useSession } from './use-session'

/**
 * Inside a signed-in area opened with no connection (docs/decisions/018): says that what shows
 * is what this device saved, and that the session resumes by itself once back online.
 */
export function OfflineSessionNotice() {
  const session = useSession()
  if (session.status !== 'signed-in' || !session.offline) return null
  return (
    <p
      role="status"
      className={css({
        mb: '4',
        px: '4',
        py: '3',
        borderRadius: 'lg',
        borderWidth: '1px',
        borderStyle: 'solid',
        borderColor: 'warning.border',
        bg: 'warning.subtle',
        color: 'warning.fg',
        textStyle: 'sm',
      })}
    >
      <strong>You're offline.</strong> Showing what's saved on this device. Changes you make are sent when you're back
      online, and you'll be signed in again then.
    </p>
  )
}
