/**
 * <InstallApp />: the install section of the /app page. An "Install app" button where the
 * browser offers installation (beforeinstallprompt, captured early by install-prompt.ts),
 * Add-to-Home-Screen steps on iPhone and iPad, a hint from the browser menu elsewhere, and
 * "installed" when running as the app.
 */
import { useMemo, useState, useSyncExternalStore } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { CheckCircleIcon } from '#app/components/ui/icons.tsx'
import { BRAND } from '#shared/config/brand.ts'
import { css, cx } from '#styled-system/css'
import {
  detectPlatform,
  getInstallPromptState,
  type PlatformInfo,
  promptInstall,
  subscribeInstallPrompt,
} from './install-prompt'

const SERVER_STATE = { canPrompt: false, installed: false }

function usePlatform(): PlatformInfo {
  return useMemo(
    () =>
      typeof navigator === 'undefined'
        ? { ios: false, iosSafari: false, standalone: false }
        : detectPlatform(
            navigator as Navigator & { standalone?: boolean },
            typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : undefined,
          ),
    [],
  )
}

/** Safari's Share glyph (a box with an arrow up), as drawn in its toolbar. */
function ShareGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={css({ display: 'inline-block', verticalAlign: 'text-bottom', color: 'info.fg' })}
    >
      <path d="M12 3v12" />
      <path d="m8 7 4-4 4 4" />
      <path d="M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1" />
    </svg>
  )
}

const steps = css({ display: 'grid', gap: '3', listStyleType: 'decimal', pl: '6', '& li': { pl: '1' } })

export interface InstallAppProps {
  /** Heading level of the section title (default 2). */
  headingLevel?: 2 | 3
  /**
   * For a page that already shows per-platform steps (/app): render only what this device
   * can do right now — the "Install app" button where the browser offers it, the Add to Home
   * Screen steps on an iPhone or iPad, or "you're using the installed app" — and nothing
   * otherwise.
   */
  compact?: boolean
  className?: string
}

export function InstallApp({ headingLevel = 2, compact = false, className }: InstallAppProps) {
  const prompt = useSyncExternalStore(subscribeInstallPrompt, getInstallPromptState, () => SERVER_STATE)
  const platform = usePlatform()
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | 'unavailable' | null>(null)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4'
  const installed = platform.standalone || prompt.installed || outcome === 'accepted'
  if (compact && !installed && !prompt.canPrompt && !platform.ios) return null

  return (
    <section
      aria-labelledby="install-app-heading"
      data-testid="install-app"
      className={cx(
        css({
          display: 'grid',
          gap: '4',
          p: { base: '5', md: '6' },
          borderRadius: 'xl',
          bg: 'bg.default',
          borderWidth: '1px',
          borderStyle: 'solid',
          borderColor: 'border.subtle',
          boxShadow: 'card',
        }),
        className,
      )}
    >
      <Heading
        id="install-app-heading"
        className={css({ textStyle: compact ? 'xl' : '2xl', fontWeight: 'bold', color: 'fg.heading' })}
      >
        {compact
          ? platform.ios && !installed && !prompt.canPrompt
            ? 'Install on this iPhone or iPad'
            : 'Install on this device'
          : `Install the ${BRAND.shortName} app`}
      </Heading>
      {compact ? null : (
        <p className={css({ color: 'fg.muted', maxWidth: 'prose' })}>
          Add it to your home screen: it opens like an app, the calculators and your last-seen rates work with no
          signal, and anything you send while offline is kept on your phone and delivered when you're back online.
        </p>
      )}

      {installed ? (
        <p
          role="status"
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            color: 'success.fg',
            fontWeight: 'semibold',
            '& svg': { width: '5', height: '5' },
          })}
        >
          <CheckCircleIcon aria-hidden="true" />
          {platform.standalone
            ? "You're using the installed app."
            : 'Installed. Find it on your home screen or in your apps.'}
        </p>
      ) : prompt.canPrompt ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <Button size="lg" onClick={() => void promptInstall().then(setOutcome)}>
            Install app
          </Button>
          <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>Free. No app store needed.</span>
        </div>
      ) : platform.ios ? (
        <div className={css({ display: 'grid', gap: '3' })}>
          {compact ? null : (
            <SubHeading className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>
              On iPhone or iPad
            </SubHeading>
          )}
          <ol className={steps} data-testid="ios-install-steps">
            {!platform.iosSafari ? <li>Open this page in Safari.</li> : null}
            <li>
              Tap the Share button <ShareGlyph /> in Safari's toolbar.
            </li>
            <li>
              Scroll down and tap <strong>Add to Home Screen</strong>.
            </li>
            <li>
              Tap <strong>Add</strong>. The app appears on your home screen.
            </li>
          </ol>
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            Installing also keeps your saved calculations on the device: Safari clears website data after 7 days without
            a visit, the installed app does not.
          </p>
        </div>
      ) : (
        <p className={css({ color: 'fg.default' })} data-testid="install-menu-hint">
          {outcome === 'dismissed'
            ? 'No problem. You can install it later from your browser menu.'
            : 'To install, open your browser menu and choose Install app or Add to Home screen. On iPhone or iPad, open this page in Safari and use Share, then Add to Home Screen.'}
        </p>
      )}
    </section>
  )
}
