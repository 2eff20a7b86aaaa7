import { Link } from '@tanstack/react-router'
import { iconBox, iconTone } from '#app/components/layout/layout-styles.ts'
import { CardGrid, ContactCta, checkListClass, Page, proseClass, StaticSection } from '#app/components/layout/page.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ChevronRightIcon, LandmarkIcon, PercentIcon, RefreshIcon, UsersIcon } from '#app/components/ui/icons.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND, officeAddressLine } from '#shared/config/brand.ts'
import { css, cx } from '#styled-system/css'

/**
 * PLACEHOLDER: the team leader. The spec says only "a team leader with over 15 years of
 * experience". The demo names its principal broker (scripts/seed-data.ts, agent slug
 * 'priyaraman'), so /about, /find-broker and the agent page agree; replace with the
 * brokerage's own principal broker before launch.
 */
const TEAM_LEADER = { name: 'Priya Raman', title: 'Principal Broker', profileSlug: 'priyaraman' }

const { marketing } = BRAND

const REASONS = [
  {
    icon: RefreshIcon,
    title: 'Rates updated daily',
    text: `We post our rates every business day, sourced through a network of ${marketing.lenderCount}: the big banks, credit unions, monoline lenders and specialty lenders.`,
  },
  {
    icon: UsersIcon,
    title: `${capitalize(marketing.yearsConnecting)} of experience behind us`,
    text: `The ${BRAND.network} network has spent ${marketing.yearsConnecting} connecting Canadians with mortgage brokers. We bring its lender relationships, training and compliance to every file.`,
  },
  {
    icon: LandmarkIcon,
    title: `Rate holds up to ${marketing.rateHoldDays} days`,
    text: `Shopping for a home or renewing soon? Many of our lenders hold a rate for up to ${marketing.rateHoldDays} days, so a rise in rates while you search or wait does not cost you.`,
  },
  {
    icon: PercentIcon,
    title: `Prepay up to ${marketing.prepaymentPct}% a year`,
    text: `We favour mortgages with generous prepayment privileges: on many products you can pay down up to ${marketing.prepaymentPct}% of the original amount each year without a penalty.`,
  },
]

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function AboutPage() {
  useDocumentTitle('About Us', 'Who we are: a licensed Ontario mortgage brokerage that shops lenders for you.')
  return (
    <>
      <Page
        title="About Us"
        lead={`${BRAND.name} is an independent Ontario mortgage brokerage and an affiliate of the ${BRAND.network} network. We help people buy, renew and refinance with the lender that fits them, not just the one down the street.`}
      >
        <StaticSection prose title="Who we are">
          <p>
            We are a team of licensed mortgage agents and brokers based in {BRAND.office.city}, serving homeowners and
            buyers across Ontario. Because we are not tied to one bank, our job is simple: understand what you need,
            compare what the lenders offer, and recommend the mortgage that serves you best over the whole term, not
            just on signing day.
          </p>
          <p>
            As an affiliate of <strong>{BRAND.network}</strong>, we combine the personal service of a local brokerage
            with the reach of a national network: its lender partnerships, its technology, and a compliance program that
            reviews how we advise and document every mortgage.
          </p>
        </StaticSection>

        <StaticSection title="Our team leader">
          <Card.Root variant="subtle">
            <Card.Body
              className={css({ gap: '4', pt: '6', md: { flexDirection: 'row', alignItems: 'flex-start', gap: '8' } })}
            >
              <div className={css({ flexShrink: '0' })}>
                <span
                  aria-hidden="true"
                  className={cx(
                    iconBox,
                    iconTone.brandSolid,
                    css({ w: '16', h: '16', borderRadius: 'full', textStyle: 'xl' }),
                  )}
                >
                  {TEAM_LEADER.name
                    .split(' ')
                    .map((w) => w.charAt(0))
                    .join('')}
                </span>
              </div>
              <div className={proseClass}>
                <p>
                  <strong>
                    {TEAM_LEADER.name}, {TEAM_LEADER.title}
                  </strong>
                  <Badge tone="accent" className={css({ ml: '2', verticalAlign: 'middle' })}>
                    {capitalize(marketing.leaderExperience)} of experience
                  </Badge>
                </p>
                <p>
                  Our team is led by a principal broker with {marketing.leaderExperience} of experience arranging
                  residential and commercial mortgages across Ontario. First homes, renewals, self-employed income,
                  rental properties, files other lenders have declined: there are few situations our team leader has not
                  worked through, and every agent on the team can draw on that experience for your file.
                </p>
                <p>
                  <Link to="/agents/$id" params={{ id: TEAM_LEADER.profileSlug }}>
                    Meet {TEAM_LEADER.name}
                  </Link>
                </p>
              </div>
            </Card.Body>
          </Card.Root>
        </StaticSection>

        <StaticSection
          title="Our team"
          lead="Licensed mortgage agents across Ontario, each with a focus of their own and the whole lender network behind them."
        >
          <div className={proseClass}>
            <p>
              Every agent on our team is licensed by the Financial Services Regulatory Authority of Ontario (FSRA) and
              works under our brokerage licence. Some focus on first-time buyers and new Canadians, others on
              self-employed borrowers, renewals or small landlords, and several serve clients in more than one language.
              Browse the team, read their profiles and contact the agent who fits you directly.
            </p>
          </div>
          <Button asChild variant="outline" className={css({ mt: '6' })}>
            <Link to="/find-broker">
              Find an agent near you <ChevronRightIcon />
            </Link>
          </Button>
        </StaticSection>

        <StaticSection title="Why choose us">
          <CardGrid cols={2} items={REASONS} itemKey={(r) => r.title}>
            {({ icon: Icon, title, text }) => (
              <Card.Root variant="outline" className={css({ flex: '1' })}>
                <Card.Header className={css({ flexDirection: 'row', alignItems: 'center', gap: '3' })}>
                  <span
                    aria-hidden="true"
                    className={cx(iconBox, iconTone.accent, css({ p: '2', borderRadius: 'lg' }))}
                  >
                    <Icon size={22} />
                  </span>
                  <Card.Title>{title}</Card.Title>
                </Card.Header>
                <Card.Body>
                  <p className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>{text}</p>
                </Card.Body>
              </Card.Root>
            )}
          </CardGrid>
        </StaticSection>

        <StaticSection title="Our commitment to you">
          <ul className={checkListClass}>
            <li>
              <strong>Advice in your interest.</strong> We recommend the mortgage that suits your goals and explain why,
              including any other options we considered. If we have a conflict of interest, we tell you in writing.
            </li>
            <li>
              <strong>No surprises.</strong> Before you sign, you see the rate, the term, the prepayment privileges, how
              a penalty would be calculated and any fees, in plain language.
            </li>
            <li>
              <strong>No cost for most mortgages.</strong> For most residential mortgages the lender pays our fee. When
              a file needs a private or specialty lender that charges a broker fee, we disclose it upfront.
            </li>
            <li>
              <strong>Your information stays private.</strong> We collect only what a lender needs, share it only with
              your consent, and keep it secure.
            </li>
            <li>
              <strong>We stay with you.</strong> We check in before your renewal and whenever rates move in a way that
              could save you money.
            </li>
          </ul>
          <p className={css({ mt: '6', color: 'fg.muted', textStyle: 'sm' })}>
            {BRAND.brokerageLicence} · Office: {officeAddressLine()}
          </p>
        </StaticSection>
      </Page>
      <ContactCta
        title="Let’s talk about your plans"
        text="Tell us what you are planning and a licensed agent will get back to you, usually the same business day."
      />
    </>
  )
}
