/**
 * Hover intent for the header menus (spec timings, as in Radix's NavigationMenu):
 * open after `openDelay` (200 ms) of hovering a trigger; when another menu was open or closed
 * less than `skipDelay` (300 ms) ago, open at once; close `closeDelay` (150 ms) after the pointer
 * leaves the trigger and the menu. Clicks and the keyboard bypass it (they call open/close).
 */
export const MENU_TIMINGS = { openDelay: 200, skipDelay: 300, closeDelay: 150 } as const

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
  now: () => number
}

export class HoverIntent {
  private openTimer: unknown = null
  private closeTimer: unknown = null
  private lastClosedAt = -Infinity
  private current: string | null = null

  constructor(
    private readonly onChange: (openId: string | null) => void,
    private readonly timings: typeof MENU_TIMINGS = MENU_TIMINGS,
    private readonly timers: Timers = {
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as number),
      now: () => Date.now(),
    },
  ) {}

  get openId() {
    return this.current
  }

  /** Pointer entered a menu's trigger. */
  enterTrigger(id: string) {
    this.cancelClose()
    this.cancelOpen()
    if (this.current === id) return
    const recentlyClosed = this.timers.now() - this.lastClosedAt < this.timings.skipDelay
    if (this.current !== null || recentlyClosed) {
      this.set(id)
      return
    }
    this.openTimer = this.timers.setTimeout(() => {
      this.openTimer = null
      this.set(id)
    }, this.timings.openDelay)
  }

  /** Pointer entered the open menu's content: keep it open. */
  enterContent() {
    this.cancelClose()
  }

  /** Pointer left a trigger or the content. */
  leave() {
    this.cancelOpen()
    if (this.current === null) return
    this.cancelClose()
    this.closeTimer = this.timers.setTimeout(() => {
      this.closeTimer = null
      this.set(null)
    }, this.timings.closeDelay)
  }

  /** Click / keyboard: open or close now. */
  open(id: string) {
    this.cancelOpen()
    this.cancelClose()
    this.set(id)
  }

  close() {
    this.cancelOpen()
    this.cancelClose()
    this.set(null)
  }

  dispose() {
    this.cancelOpen()
    this.cancelClose()
  }

  private set(id: string | null) {
    if (id === this.current) return
    if (this.current !== null && id === null) this.lastClosedAt = this.timers.now()
    this.current = id
    this.onChange(id)
  }

  private cancelOpen() {
    if (this.openTimer !== null) this.timers.clearTimeout(this.openTimer)
    this.openTimer = null
  }

  private cancelClose() {
    if (this.closeTimer !== null) this.timers.clearTimeout(this.closeTimer)
    this.closeTimer = null
  }
}
