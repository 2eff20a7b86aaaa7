import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { LogOutIcon } from '#app/components/ui/icons.tsx'
import { css } from '#styled-system/css'
import { session } from './browser-session'
import { whileLeavingOnPurpose } from './use-signed-out-redirect'

/** Agent entries still waiting in the outbox (they are deleted on sign-out). */
async function unsentAgentEntries(): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0
  try {
    const [{ getOfflineClient }, { countUnsentAgentEntries }] = await Promise.all([
      import('#app/offline/client.ts'),
      import('#app/offline/db.ts'),
    ])
    const client = await getOfflineClient()
    return client ? await countUnsentAgentEntries(client.db) : 0
  } catch {
    return 0
  }
}

/** Signs out everywhere in this browser and returns to the home page. */
export function LogoutButton() {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const onClick = async () => {
    setBusy(true)
    try {
      const unsent = await unsentAgentEntries()
      if (
        unsent > 0 &&
        !window.confirm(
          `${unsent} change${unsent === 1 ? ' has' : 's have'} not been sent yet and will be lost. Log out anyway?`,
        )
      )
        return
      // Signed out here at once (memory, hint, other tabs, device data), then home; the server
      // request finishes in the background even if the page goes away.
      await whileLeavingOnPurpose(async () => {
        const done = session.signOut('local')
        await navigate({ to: '/' })
        await done
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="outline"
      size="md"
      onClick={() => void onClick()}
      loading={busy}
      className={css({ px: { base: '2.5', sm: '4' } })}
    >
      <LogOutIcon />
      <span className={css({ srOnly: { base: true, sm: false } })}>Logout</span>
    </Button>
  )
}
