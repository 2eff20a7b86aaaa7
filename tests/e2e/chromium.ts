import { existsSync } from 'node:fs'

/** Debian's Chromium (Playwright's own browser download does not work on these machines). */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. The e2e tests drive Debian's Chromium:\n` +
        `  sudo apt-get update && sudo apt-get install -y chromium\n` +
        `or point CHROMIUM_PATH at another Chromium binary.`,
    )
  }
  return path
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
