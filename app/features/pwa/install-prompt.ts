/**
 * Keeps the browser's `beforeinstallprompt` event for the "Install app" button. Tiny and
 * imported eagerly by app/main.tsx: Chromium fires the event once, early, and a listener
 * added later (on the lazily loaded /app page) would miss it.
 *
 * The event is NOT cancelled: the browser's own install UI (the mobile mini-infobar, the
 * address-bar icon) stays available; our button calls the same prompt.
 */

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>
}

export interface InstallPromptState {
  /** The browser offered installation and it has not been used yet. */
  canPrompt: boolean
  /** Installed during this visit (`appinstalled`). */
  installed: boolean
}

let deferred: BeforeInstallPromptEvent | null = null
let state: InstallPromptState = { canPrompt: false, installed: false }
const listeners = new Set<() => void>()
let captured = false

function set(next: InstallPromptState) {
  state = next
  for (const listener of listeners) listener()
}

/** Starts listening (once). */
export function captureInstallPrompt(target: Pick<Window, 'addEventListener'> = window) {
  if (captured) return
  captured = true
  target.addEventListener('beforeinstallprompt', (event) => {
    deferred = event as BeforeInstallPromptEvent
    set({ ...state, canPrompt: true })
  })
  target.addEventListener('appinstalled', () => {
    deferred = null
    set({ canPrompt: false, installed: true })
  })
}

export function getInstallPromptState(): InstallPromptState {
  return state
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Shows the browser's install dialog. Call from a click. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred
  if (!event) return 'unavailable'
  // The event can prompt once.
  deferred = null
  set({ ...state, canPrompt: false })
  try {
    await event.prompt()
    const choice = await event.userChoice
    if (choice.outcome === 'accepted') set({ canPrompt: false, installed: true })
    return choice.outcome
  } catch {
    return 'unavailable'
  }
}

export interface PlatformInfo {
  /** iPhone, iPad or iPod (iPadOS reports itself as a Mac with touch). */
  ios: boolean
  /** Safari itself (on iOS before 16.4 only Safari could add to the home screen). */
  iosSafari: boolean
  /** Already running as an installed app. */
  standalone: boolean
}

export function detectPlatform(
  nav: { userAgent: string; platform?: string; maxTouchPoints?: number; standalone?: boolean },
  matchMedia?: (query: string) => { matches: boolean },
): PlatformInfo {
  const ua = nav.userAgent
  const ios = /iPad|iPhone|iPod/.test(ua) || (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1)
  const iosSafari = ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua)
  const standalone = nav.standalone === true || (matchMedia?.('(display-mode: standalone)').matches ?? false)
  return { ios, iosSafari, standalone }
}
