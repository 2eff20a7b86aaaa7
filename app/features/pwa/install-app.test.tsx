// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { InstallApp } from './install-app'
import { captureInstallPrompt, detectPlatform } from './install-prompt'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'

let userAgent = DESKTOP
let standalone = false
beforeAll(() => {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => userAgent })
  window.matchMedia = ((query: string) => ({
    matches: standalone && query.includes('standalone'),
  })) as unknown as typeof window.matchMedia
  captureInstallPrompt(window)
})
afterEach(() => {
  cleanup()
  userAgent = DESKTOP
  standalone = false
})

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  })
  act(() => {
    window.dispatchEvent(event)
  })
  return event
}

describe('detectPlatform', () => {
  it('recognises iPhone Safari, other iOS browsers, iPadOS in desktop mode, and standalone', () => {
    expect(detectPlatform({ userAgent: IPHONE })).toEqual({ ios: true, iosSafari: true, standalone: false })
    expect(detectPlatform({ userAgent: IPHONE_CHROME })).toMatchObject({ ios: true, iosSafari: false })
    expect(detectPlatform({ userAgent: IPAD_DESKTOP_MODE, platform: 'MacIntel', maxTouchPoints: 5 })).toMatchObject({
      ios: true,
      iosSafari: true,
    })
    expect(detectPlatform({ userAgent: IPAD_DESKTOP_MODE, platform: 'MacIntel', maxTouchPoints: 0 }).ios).toBe(false)
    expect(detectPlatform({ userAgent: DESKTOP, standalone: false }, () => ({ matches: true })).standalone).toBe(true)
  })
})

describe('<InstallApp />', () => {
  it('a dismissed prompt is not offered again; the menu hint remains', async () => {
    const event = offerInstall('dismissed')
    render(<InstallApp />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install app' }))
    })
    expect(event.prompt).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
    expect(screen.getByTestId('install-menu-hint').textContent).toContain(
      'You can install it later from your browser menu',
    )
  })

  it('shows Add to Home Screen steps on an iPhone', () => {
    userAgent = IPHONE
    render(<InstallApp />)
    const steps = screen.getByTestId('ios-install-steps')
    expect(steps.textContent).toContain('Tap the Share button')
    expect(steps.textContent).toContain('Add to Home Screen')
    expect(steps.textContent).not.toContain('Open this page in Safari')
  })

  it('asks other iOS browsers to open the page in Safari first', () => {
    userAgent = IPHONE_CHROME
    render(<InstallApp />)
    expect(screen.getByTestId('ios-install-steps').textContent).toContain('Open this page in Safari.')
  })

  it('says so when running as the installed app', () => {
    standalone = true
    render(<InstallApp compact />)
    expect(screen.getByText("You're using the installed app.")).toBeTruthy()
  })

  it('compact: renders nothing where there is nothing to do on this device', () => {
    const { container } = render(<InstallApp compact />)
    expect(container.innerHTML).toBe('')
  })

  it('compact: still shows the steps on an iPhone, without a second heading', () => {
    userAgent = IPHONE
    render(<InstallApp compact headingLevel={3} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Install on this iPhone or iPad' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'On iPhone or iPad' })).toBeNull()
    expect(screen.getByTestId('ios-install-steps')).toBeTruthy()
  })

  // Last: an accepted installation is remembered for the rest of the visit (module state).
  it('offers the browser install prompt and reports the installation', async () => {
    const event = offerInstall('accepted')
    render(<InstallApp />)
    const button = screen.getByRole('button', { name: 'Install app' })
    await act(async () => {
      fireEvent.click(button)
    })
    expect(event.prompt).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Installed. Find it on your home screen or in your apps.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })
})
