import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ComponentType, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { pageWidth } from '#app/components/layout/layout-styles.ts'
import { LicenceDisclosure } from '#app/components/layout/licence-disclosure.tsx'
import { ctaPanel, ctaTitle } from '#app/components/layout/page.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { ChatIcon, MailIcon, PhoneIcon, RssIcon, UserIcon } from '#app/components/ui/icons.tsx'
import { ErrorState, LoadingState } from '#app/components/ui/screen-states.tsx'
import { plainList } from '#app/components/ui/styles.ts'
import { agentPageQueryOptions, sendAgentPageView } from '#app/data/public/agent-page.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND } from '#shared/config/brand.ts'
import { agentPageTitle, type PublicAgentPage } from '#shared/schemas/agent-page.ts'
import { telHref } from '#shared/text/phone.ts'
import { css, cx } from '#styled-system/css'
import { grid } from '#styled-system/patterns'

/**
 * The public agent page (`/agents/{id}`, `/agent/{slug or id}`; "Public agent
 * page"). The rates and lenders bands are the site's own (passed in by the route, as features
 * do not import each other); the rest is this agent's.
 */

export const SERVICES = [
  {
    title: 'Purchase Mortgages',
    text: 'Financing for your new home, with the rate and terms compared across lenders.',
  },
  { title: 'Mortgage Refinancing', text: 'Lower your rate, consolidate or access your home equity.' },
  { title: 'Mortgage Protection', text: 'Life and disability coverage so your home stays protected.' },
  { title: 'Debt Consolidation', text: 'Roll high-interest debt into one lower mortgage payment.' },
  { title: 'Pre-Approval Services', text: 'Know your budget and hold a rate for up to 120 days while you shop.' },
  { title: 'First-Time Buyer Programs', text: 'Down payment rules, incentives and rebates explained step by step.' },
] as const

const band = pageWidth

function Band({
  title,
  lead,
  children,
  tone = 'canvas',
  id,
}: {
  title: string
  lead?: ReactNode
  children: ReactNode
  tone?: 'canvas' | 'default'
  id?: string
}) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(
        css({ py: { base: '10', md: '14' }, scrollMarginTop: '20' }),
        tone === 'default' ? css({ bg: 'bg.default' }) : css({ bg: 'bg.canvas' }),
      )}
    >
      <div className={band}>
        <h2
          id={headingId}
          className={css({ textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'fg.heading' })}
        >
          {title}
        </h2>
        {lead ? (
          <p className={css({ mt: '2', color: 'fg.muted', textStyle: { base: 'md', md: 'lg' }, maxW: '3xl' })}>
            {lead}
          </p>
        ) : null}
        <div className={css({ mt: { base: '6', md: '8' } })}>{children}</div>
      </div>
    </section>
  )
}

/** The agent's round headshot, or the placeholder in its place. */
const headshotCircle = css({ w: { base: '28', md: '40' }, h: { base: '28', md: '40' }, borderRadius: 'full' })

const cardGrid = grid({
  gap: '4',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
})
/** The hero's email, phone and website: stacked on phones, two to a row from `sm`. */
const contactList = cx(
  plainList,
  grid({ gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, max-content))' } }),
)
const card = css({
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  p: '5',
  shadow: 'sm',
})

export type AgentPageProps = {
  identifier: string
  /** The site's rates band (province selector and Fixed/Variable tabs). */
  rates: ReactNode
  /** The site's 'Trusted Lenders' band. */
  lenders: ReactNode
  /** Five stars for a testimonial's rating. */
  Rating: ComponentType<{ rating: number }>
}

export function AgentPageScreen({ identifier, rates, lenders, Rating }: AgentPageProps) {
  const agent = useQuery(agentPageQueryOptions(identifier))
  useDocumentTitle(
    agent.data
      ? agentPageTitle(agent.data.name, agent.data.title, agent.data.seoTitle)
      : agent.data === null
        ? 'Agent Not Found'
        : 'Agent',
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per agent shown, not per refetch of the same agent
  useEffect(() => {
    if (agent.data) void sendAgentPageView(agent.data.id, window.location.pathname)
  }, [agent.data?.id])

  if (agent.isPending) return <LoadingState size="page" label="Loading agent…" />
  if (agent.isError) {
    return (
      <div className={cx(band, css({ py: '16', display: 'grid', gap: '4' }))}>
        <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>This page could not be loaded</h1>
        <ErrorState size="page" message="Check your connection and try again." onRetry={() => void agent.refetch()} />
      </div>
    )
  }
  if (!agent.data) return <AgentNotFound />
  return <AgentPageBody agent={agent.data} rates={rates} lenders={lenders} Rating={Rating} />
}

export function AgentNotFound() {
  return (
    <div
      className={cx(
        band,
        css({ py: { base: '16', md: '24' }, display: 'grid', gap: '4', justifyItems: 'center', textAlign: 'center' }),
      )}
    >
      <h1 className={css({ textStyle: { base: '3xl', md: '4xl' }, fontWeight: 'bold', color: 'fg.heading' })}>
        Agent Not Found
      </h1>
      <p className={css({ color: 'fg.muted', maxW: 'xl' })}>
        The agent you are looking for does not exist or is no longer available.
      </p>
      <Button asChild>
        <Link to="/">Return Home</Link>
      </Button>
    </div>
  )
}

const SOCIAL = [
  ['facebook', 'Facebook'],
  ['youtube', 'YouTube'],
  ['instagram', 'Instagram'],
  ['website', 'Website'],
] as const

function AgentPageBody({
  agent,
  rates,
  lenders,
  Rating,
}: {
  agent: PublicAgentPage
  rates: ReactNode
  lenders: ReactNode
  Rating: ComponentType<{ rating: number }>
}) {
  const ctaRef = useRef<HTMLElement>(null)
  const contactHref = `/contact?agent=${encodeURIComponent(agent.id)}`
  const applyHref = agent.links.apply ?? `/applications?agent=${encodeURIComponent(agent.id)}`
  const socials = SOCIAL.filter(([key]) => agent.social[key])
  const heroBg = agent.customBackgroundImage ?? agent.bannerImageUrl

  return (
    <div className={css({ position: 'relative' })}>
      {/* Hero */}
      <section
        aria-labelledby="agent-name"
        className={css({ position: 'relative', bg: 'brand.default', color: 'fg.onAccent', overflow: 'hidden' })}
      >
        {heroBg ? (
          <img
            src={heroBg}
            alt=""
            aria-hidden="true"
            className={css({
              position: 'absolute',
              inset: '0',
              w: 'full',
              h: 'full',
              objectFit: 'cover',
              opacity: '[0.25]',
            })}
          />
        ) : null}
        <div
          className={cx(
            band,
            css({
              position: 'relative',
              py: { base: '10', md: '16' },
              display: 'grid',
              gap: '6',
              gridTemplateColumns: { base: '1fr', md: 'auto 1fr' },
              alignItems: 'center',
            }),
          )}
        >
          {agent.headshotUrl ? (
            <img
              src={agent.headshotUrl}
              alt={`${agent.name}`}
              width={160}
              height={160}
              className={cx(
                headshotCircle,
                css({ objectFit: 'cover', borderWidth: '4px', borderColor: 'white', bg: 'bg.subtle' }),
              )}
            />
          ) : (
            <div
              aria-hidden="true"
              className={cx(
                headshotCircle,
                css({
                  bg: 'brand.subtle',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  color: 'brand.default',
                }),
              )}
            >
              <UserIcon size={48} />
            </div>
          )}
          <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
            <div>
              <h1
                id="agent-name"
                className={css({ textStyle: { base: '3xl', md: '5xl' }, fontWeight: 'bold', color: 'fg.onAccent' })}
              >
                {agent.name}
              </h1>
              <p className={css({ textStyle: { base: 'lg', md: 'xl' }, color: 'brand.subtle' })}>{agent.title}</p>
              <LicenceDisclosure licence={agent.licence} onBrand className={css({ mt: '2' })} />
            </div>
            <ul className={contactList}>
              <li>
                <a href={`mailto:${agent.email}`} className={heroCard}>
                  <MailIcon /> <span className={css({ wordBreak: 'break-all' })}>{agent.email}</span>
                </a>
              </li>
              {agent.phone ? (
                <li>
                  <a href={telHref(agent.phone)} className={heroCard}>
                    <PhoneIcon /> {formatPhone(agent.phone)}
                  </a>
                </li>
              ) : null}
            </ul>
            {socials.length > 0 ? (
              <ul
                aria-label="Social links"
                className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}
              >
                {socials.map(([key, label]) => (
                  <li key={key}>
                    <a href={agent.social[key]!} target="_blank" rel="noopener noreferrer" className={socialLink}>
                      {label}
                      <span className={css({ srOnly: true })}> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
              <Button asChild size="lg">
                <a href={applyHref} {...(agent.links.apply ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  Apply Now
                </a>
              </Button>
              <OutlineLink href="#rates">View Rates</OutlineLink>
              <OutlineLink href={agent.calendlyLink} external>
                Book Appointment
              </OutlineLink>
            </div>
          </div>
        </div>
      </section>

      {agent.bio || agent.agentLogoUrl ? (
        <Band title={`About ${agent.name}`} tone="default">
          <div
            className={grid({ gap: '6', gridTemplateColumns: { base: '1fr', md: '1fr auto' }, alignItems: 'start' })}
          >
            {agent.bio ? (
              <p className={css({ whiteSpace: 'pre-line', color: 'fg.default', maxW: '3xl', textStyle: 'lg' })}>
                {agent.bio}
              </p>
            ) : (
              <span />
            )}
            <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
              {agent.agentLogoUrl ? (
                <img
                  src={agent.agentLogoUrl}
                  alt={`${agent.name}'s logo`}
                  className={css({ maxH: '24', maxW: '48', objectFit: 'contain' })}
                />
              ) : null}
              {agent.badges.map((b, i) => (
                <img
                  key={b}
                  src={b}
                  alt={`Professional badge ${i + 1}`}
                  className={css({ maxH: '24', maxW: '32', objectFit: 'contain' })}
                />
              ))}
            </div>
          </div>
        </Band>
      ) : null}

      <Band title="Our Services" lead="Whatever your situation, we find the mortgage that fits it.">
        <ul className={cardGrid}>
          {SERVICES.map((s) => (
            <li key={s.title} className={card}>
              <h3 className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>{s.title}</h3>
              <p className={css({ mt: '1', color: 'fg.muted' })}>{s.text}</p>
            </li>
          ))}
        </ul>
      </Band>

      <div id="rates" className={cx(band, css({ py: { base: '10', md: '14' }, scrollMarginTop: '20' }))}>
        {rates}
      </div>

      {lenders}

      {agent.testimonials.length > 0 ? (
        <Band title="Client Testimonials" tone="default">
          <ul className={cardGrid}>
            {agent.testimonials.map((t) => (
              <li key={t.id} className={card}>
                <Rating rating={t.rating} />
                <blockquote className={css({ mt: '2', color: 'fg.default' })}>“{t.content}”</blockquote>
                <p className={css({ mt: '3', fontWeight: 'semibold', color: 'fg.heading' })}>{t.clientName}</p>
              </li>
            ))}
          </ul>
        </Band>
      ) : null}

      <Band title="Compare Rate Types">
        <div className={cardGrid}>
          <div className={card}>
            <h3 className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>Fixed Rate</h3>
            <p className={css({ mt: '1', color: 'fg.muted' })}>
              The same payment for the whole term: simple to budget, protected if rates rise. Best when you value
              certainty.
            </p>
          </div>
          <div className={card}>
            <h3 className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>Variable Rate</h3>
            <p className={css({ mt: '1', color: 'fg.muted' })}>
              Moves with the lender’s prime rate: often lower to start and cheaper to break. Best when you can absorb
              changes.
            </p>
          </div>
        </div>
      </Band>

      <Band title="Why Choose a Mortgage Broker" tone="default">
        <ul className={cardGrid}>
          {[
            ['Access to more lenders', `We compare ${BRAND.marketing.lenderCount}, not just one bank’s products.`],
            ['Rate holds', `Hold a rate for up to ${BRAND.marketing.rateHoldDays} days while you shop for a home.`],
            [
              'Flexible terms',
              `Prepayment privileges of up to ${BRAND.marketing.prepaymentPct}% annually on many products.`,
            ],
            ['No cost to you', 'For most residential mortgages the lender pays the broker, not you.'],
          ].map(([title, text]) => (
            <li key={title} className={card}>
              <h3 className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>{title}</h3>
              <p className={css({ mt: '1', color: 'fg.muted' })}>{text}</p>
            </li>
          ))}
        </ul>
      </Band>

      <section ref={ctaRef} aria-labelledby="agent-cta" className={cx(band, css({ py: { base: '10', md: '14' } }))}>
        <div className={ctaPanel}>
          <div>
            <h2 id="agent-cta" className={ctaTitle}>
              Ready to Get Started
            </h2>
            <p className={css({ mt: '2', color: 'brand.subtle' })}>
              Talk to {agent.name} about buying, renewing or refinancing. No cost, no obligation.
            </p>
          </div>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <Button asChild size="lg">
              <a href={contactHref}>Contact Us</a>
            </Button>
            <OutlineLink href={`mailto:${agent.email}`}>Send Email</OutlineLink>
            <OutlineLink href={agent.phone ? telHref(agent.phone) : null}>Call Now</OutlineLink>
            <OutlineLink href={agent.calendlyLink} external>
              Book Appointment
            </OutlineLink>
            <OutlineLink href={agent.links.newsletter} external>
              Join Newsletter
            </OutlineLink>
          </div>
        </div>
      </section>

      <FloatingButtonsAway target={ctaRef} agent={agent} contactHref={contactHref} />
    </div>
  )
}

const heroCard = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'brand.subtle',
  color: 'fg.onAccent',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '0.5' },
})

const socialLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'brand.subtle',
  color: 'fg.onAccent',
  textDecoration: 'none',
  fontSize: 'sm',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '0.5' },
})

/** An outlined brand button that is a link; none while there is no `href`. `external` opens a new tab. */
function OutlineLink({
  href,
  external,
  children,
}: {
  href: string | null | undefined
  external?: boolean
  children: ReactNode
}) {
  if (!href) return null
  return (
    <Button asChild size="lg" variant="outline" tone="brand">
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    </Button>
  )
}

function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164)
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164
}

/**
 * The quick contact buttons while `target` (the closing call to action) is out of view. The
 * state is this component's own: when the observer first reports (right after hydration, the
 * call to action below the fold), only the buttons render, not the whole page.
 */
function FloatingButtonsAway({
  target,
  ...props
}: {
  target: RefObject<HTMLElement | null>
  agent: PublicAgentPage
  contactHref: string
}) {
  const [targetVisible, setTargetVisible] = useState(true)
  useEffect(() => {
    const el = target.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver(([entry]) => setTargetVisible(Boolean(entry?.isIntersecting)), {
      threshold: 0,
    })
    io.observe(el)
    return () => io.disconnect()
  }, [target])
  return targetVisible ? null : <FloatingButtons {...props} />
}

/**
 * The quick contact buttons, shown while the closing call to action is out of view: a row along
 * the bottom edge, left of 'Get Instant Help' (icons on a phone, labelled from md up), where the
 * page's bottom clearance and scroll padding keep content and controls clear of them.
 */
function FloatingButtons({ agent, contactHref }: { agent: PublicAgentPage; contactHref: string }) {
  const items: { label: string; href: string; icon: ReactNode; external?: boolean }[] = [
    { label: 'Contact Me', href: contactHref, icon: <ChatIcon /> },
    { label: 'Send Email', href: `mailto:${agent.email}`, icon: <MailIcon /> },
    ...(agent.phone ? [{ label: 'Call Now', href: telHref(agent.phone), icon: <PhoneIcon /> }] : []),
    ...(agent.links.newsletter
      ? [{ label: 'Newsletter', href: agent.links.newsletter, icon: <RssIcon />, external: true }]
      : []),
  ]
  return (
    <nav
      aria-label="Quick contact"
      className={css({
        position: 'fixed',
        zIndex: 'sticky',
        display: 'flex',
        gap: '1',
        left: '3',
        bottom: '[calc(env(safe-area-inset-bottom, 0px) + 0.75rem)]',
      })}
    >
      {items.map((i) => (
        <a
          key={i.label}
          href={i.href}
          {...(i.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            minH: '11',
            minW: '11',
            px: '3',
            bg: 'accent.default',
            color: 'fg.onAccent',
            borderRadius: 'full',
            justifyContent: 'center',
            shadow: 'md',
            textDecoration: 'none',
            fontSize: 'sm',
            fontWeight: 'semibold',
            _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
          })}
        >
          {i.icon}
          <span className={css({ srOnly: { base: true, md: false } })}>{i.label}</span>
        </a>
      ))}
    </nav>
  )
}
