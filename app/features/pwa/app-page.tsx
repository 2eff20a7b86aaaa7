import { Link } from '@tanstack/react-router'
import { type ComponentType, type JSX, useId, useState, useSyncExternalStore } from 'react'
import { iconBox, iconTone } from '#app/components/layout/layout-styles.ts'
import { CardGrid, ContactCta, Page, StaticSection } from '#app/components/layout/page.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import {
  BarChartIcon,
  ChatIcon,
  ChevronDownIcon,
  FileTextIcon,
  type IconProps,
  PercentIcon,
  WifiOffIcon,
} from '#app/components/ui/icons.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { css, cx } from '#styled-system/css'
import { InstallApp } from './install-app'
import { getInstallPromptState, promptInstall, subscribeInstallPrompt } from './install-prompt'

// Only what the app does today: no status tracking past 'received', no document upload for
// visitors (their agent asks for documents), a chat assistant that passes them to an agent.
const FEATURES: { icon: ComponentType<IconProps>; title: string; text: string }[] = [
  {
    icon: BarChartIcon,
    title: 'Your applications on this phone',
    text: 'See the applications you sent from this device and whether each one reached us. Your agent follows up with you from there.',
  },
  {
    icon: FileTextIcon,
    title: 'Works without a connection',
    text: 'The calculators and the rates you last looked at open offline, and a form you fill in with no signal is kept and sent when you are back online.',
  },
  {
    icon: PercentIcon,
    title: 'Rate alerts',
    text: 'Set a target on the Rates page and get a notification the day a rate reaches it. No name or email needed: we keep only this device’s push address and each alert’s product and target, and removing an alert on the Rates page deletes them.',
  },
  {
    icon: ChatIcon,
    title: 'Ask our assistant',
    text: 'Questions on rates, renewals and the stress test answered any time; leave your details and a licensed agent calls you back.',
  },
]

type Platform = 'ios' | 'android'

const STEPS: Record<Platform, { title: string; steps: string[] }> = {
  ios: {
    title: 'Install on iPhone or iPad',
    steps: [
      'Open this page in Safari (on iOS 16.4 or later, Chrome and Edge work too).',
      'Tap the Share button: the square with an arrow pointing up.',
      'Scroll down and tap “Add to Home Screen”.',
      'Tap “Add”. The app appears on your home screen and opens full screen.',
    ],
  },
  android: {
    title: 'Install on Android',
    steps: [
      'Open this page in Chrome (Samsung Internet and Edge work too).',
      'Tap “Install” if your browser offers it, or open the ⋮ menu at the top right.',
      'Tap “Install app” (on some phones, “Add to Home screen”).',
      'Confirm with “Install”. The app appears with your other apps.',
    ],
  },
}

function useInstallPrompt() {
  return useSyncExternalStore(subscribeInstallPrompt, getInstallPromptState, getInstallPromptState)
}

/**
 * 'Download Our Mobile App'. The app is this website installed as a PWA (no store listing):
 * the iOS and Android buttons show the steps for that platform, and on Android, when the
 * browser has offered installation, the button opens the browser's own install dialog
 * (docs/decisions/014-mobile-app-page.md).
 */
export function MobileAppPage() {
  useDocumentTitle('Download Our Mobile App', 'Install our app on your phone: rates and calculators that work offline.')
  const install = useInstallPrompt()
  const [shown, setShown] = useState<Platform | null>(null)
  const panelId = useId()

  async function choose(platform: Platform) {
    if (platform === 'android' && install.canPrompt) {
      const result = await promptInstall()
      if (result === 'accepted') {
        setShown(null) // <InstallApp /> above now says it is installed
        return
      }
    }
    setShown((current) => (current === platform ? null : platform))
  }

  return (
    <>
      <Page
        title="Download Our Mobile App"
        lead="Today’s rates, the calculators and our assistant on your phone’s home screen, working offline, with rate alerts and the applications you sent from it."
      >
        <StaticSection title="What you can do in the app">
          <CardGrid cols={2} items={FEATURES} itemKey={(f) => f.title}>
            {({ icon: Icon, title, text }) => (
              <Card.Root variant="outline" className={css({ flex: '1' })}>
                <Card.Body className={css({ pt: '6', flexDirection: 'row', gap: '4', alignItems: 'flex-start' })}>
                  <span
                    aria-hidden="true"
                    className={cx(iconBox, iconTone.accent, css({ p: '2.5', borderRadius: 'lg' }))}
                  >
                    <Icon size={24} />
                  </span>
                  <div>
                    <Card.Title>{title}</Card.Title>
                    <p className={css({ mt: '1', color: 'fg.muted', lineHeight: 'relaxed' })}>{text}</p>
                  </div>
                </Card.Body>
              </Card.Root>
            )}
          </CardGrid>
        </StaticSection>

        <StaticSection
          title="Get the app"
          lead="The app installs straight from this website: no app store, no account needed to start, and it takes a few seconds. Choose your phone for the steps."
        >
          {/* One-tap install where the browser offers it, or "installed"; renders nothing otherwise. */}
          <InstallApp headingLevel={3} compact className={css({ mb: '6', maxW: '2xl' })} />

          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <StoreButton
              platform="ios"
              expanded={shown === 'ios'}
              controls={panelId}
              onClick={() => void choose('ios')}
            />
            <StoreButton
              platform="android"
              expanded={shown === 'android'}
              controls={panelId}
              onClick={() => void choose('android')}
            />
          </div>

          <div id={panelId}>
            {shown && (
              <Card.Root variant="subtle" className={css({ mt: '6', maxW: '2xl' })}>
                <Card.Header>
                  <Card.Title>{STEPS[shown].title}</Card.Title>
                </Card.Header>
                <Card.Body>
                  <ol className={css({ display: 'grid', gap: '3', listStyle: 'none', counterReset: 'step' })}>
                    {STEPS[shown].steps.map((step) => (
                      <li key={step} className={stepItem}>
                        {step}
                      </li>
                    ))}
                  </ol>
                </Card.Body>
              </Card.Root>
            )}
          </div>
        </StaticSection>

        <StaticSection title="Works when your signal doesn’t">
          <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start', maxW: '3xl' })}>
            <span aria-hidden="true" className={cx(iconBox, iconTone.brand, css({ p: '2.5', borderRadius: 'lg' }))}>
              <WifiOffIcon size={24} />
            </span>
            <p className={css({ lineHeight: 'relaxed' })}>
              The calculators work offline, and a message or request you send without a connection waits safely on your
              phone and goes out as soon as you are back online. Prefer the browser? Everything in the app is also on
              this website: try the <Link to="/mortgage-calculator">mortgage calculator</Link> or{' '}
              <Link to="/rates">today’s rates</Link>.
            </p>
          </div>
        </StaticSection>
      </Page>
      <ContactCta
        title="Questions about the app?"
        text="Our team can walk you through installing it, or help you by phone and email if you prefer."
      />
    </>
  )
}

const STORE_LABEL: Record<Platform, { line1: string; line2: string; glyph: () => JSX.Element }> = {
  ios: { line1: 'Install on', line2: 'iPhone & iPad', glyph: AppleGlyph },
  android: { line1: 'Install on', line2: 'Android', glyph: AndroidGlyph },
}

/** App-store-like button: shows (or hides) the install steps for its platform. */
function StoreButton({
  platform,
  expanded,
  controls,
  onClick,
}: {
  platform: Platform
  expanded: boolean
  controls: string
  onClick: () => void
}) {
  const { line1, line2, glyph: Glyph } = STORE_LABEL[platform]
  return (
    <Button
      size="lg"
      tone="brand"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      className={storeButton}
    >
      <span className={css({ fontSize: '2xl', display: 'inline-flex' })}>
        <Glyph />
      </span>
      <span className={css({ display: 'grid', lineHeight: 'tight' })}>
        <span className={css({ textStyle: 'xs', fontWeight: 'medium', color: 'brand.subtle' })}>{line1}</span>
        <span className={css({ textStyle: 'lg', fontWeight: 'bold' })}>{line2}</span>
      </span>
      <ChevronDownIcon
        className={css({
          ml: '1',
          transition: 'transform',
          transitionDuration: 'fast',
          transform: expanded ? 'rotate(180deg)' : 'none',
        })}
      />
    </Button>
  )
}

function AppleGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M16.37 12.6c-.02-2.2 1.8-3.27 1.88-3.32-1.03-1.5-2.63-1.7-3.19-1.73-1.36-.14-2.65.8-3.34.8-.69 0-1.75-.78-2.88-.76-1.48.02-2.85.86-3.61 2.19-1.54 2.67-.39 6.62 1.1 8.79.73 1.06 1.6 2.25 2.74 2.2 1.1-.04 1.51-.71 2.84-.71 1.33 0 1.7.71 2.86.69 1.18-.02 1.93-1.08 2.65-2.14.84-1.23 1.18-2.42 1.2-2.48-.03-.01-2.3-.88-2.32-3.5ZM14.2 6.13c.6-.74 1.01-1.76.9-2.78-.87.04-1.93.58-2.55 1.31-.56.65-1.05 1.69-.92 2.69.97.08 1.96-.49 2.57-1.22Z" />
    </svg>
  )
}

function AndroidGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M17.6 9.48l1.84-3.18a.38.38 0 0 0-.66-.38l-1.87 3.22A11.5 11.5 0 0 0 12 8.2c-1.77 0-3.44.34-4.91.94L5.22 5.92a.38.38 0 0 0-.66.38L6.4 9.48C3.3 11.2 1.2 14.4 1 18h22c-.2-3.6-2.3-6.8-5.4-8.52ZM7 15.25a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Zm10 0a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Z" />
    </svg>
  )
}

/** The store-badge button: two lines of text beside the store's glyph, taller than a large button. */
const storeButton = css({
  h: 'auto',
  minH: '14',
  py: '2',
  pl: '4',
  pr: '3',
  gap: '3',
  textAlign: 'left',
  borderRadius: 'xl',
})

/** A step of the install instructions: its number (the list's `step` counter) in a brand circle before it. */
const stepItem = css({
  position: 'relative',
  pl: '10',
  lineHeight: 'relaxed',
  counterIncrement: 'step',
  _before: {
    content: 'counter(step)',
    position: 'absolute',
    left: '0',
    top: '0',
    w: '7',
    h: '7',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'full',
    bg: 'brand.default',
    color: 'fg.onAccent',
    textStyle: 'sm',
    fontWeight: 'bold',
  },
})
