import type { ReactNode } from 'react'
import { cardGridClass, Page, StaticSection } from '#app/components/layout/page.tsx'
import { Card } from '#app/components/ui/card.tsx'
import {
  BriefcaseIcon,
  ChartIcon,
  CheckCircleIcon,
  LandmarkIcon,
  StarIcon,
  UsersIcon,
} from '#app/components/ui/icons.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND } from '#shared/config/brand.ts'
import { css } from '#styled-system/css'
import { BecomeBrokerForm } from './become-broker-form'

/** The six benefit cards, in the order and with the titles the brokerage chose. */
const BENEFITS = [
  {
    icon: StarIcon,
    title: 'Experienced Leadership',
    text: `Learn from a team leader with ${BRAND.marketing.leaderExperience} of experience, who reviews your first files with you.`,
  },
  {
    icon: BriefcaseIcon,
    title: 'Comprehensive Training & Support',
    text: 'Onboarding, product training and a back office that handles compliance paperwork, so you can focus on clients.',
  },
  {
    icon: LandmarkIcon,
    title: 'Multiple Lender Access',
    text: `Place deals with ${BRAND.marketing.lenderCount}: big banks, credit unions, monoline and alternative lenders.`,
  },
  {
    icon: ChartIcon,
    title: 'Competitive Compensation',
    text: 'A transparent commission split that grows with your volume, paid promptly on funding.',
  },
  {
    icon: CheckCircleIcon,
    title: `FSRA & ${BRAND.network}-network compliance`,
    text: `Work within FSRA's rules and the ${BRAND.network} network's standards, with templates and reviews that keep your files clean.`,
  },
  {
    icon: UsersIcon,
    title: 'Team Culture',
    text: 'A collaborative team that shares leads, knowledge and wins; weekly huddles and an open door.',
  },
]

/** Ontario's licence levels: Level 2 needs 12 months of experience, broker 24 months as a Level 2 agent. */
const LICENCES = [
  {
    title: 'Level 1 Agent',
    text: 'Your starting point: no prior experience needed. Complete the Level 1 agent course and licensing, then arrange mortgages with banks and institutional lenders under a brokerage.',
  },
  {
    title: 'Level 2 Agent',
    text: 'Requires a Level 1 licence plus 12 months of experience. Allows you to work with private lenders as well.',
  },
  {
    title: 'Broker',
    text: 'Requires at least 24 months of experience as a Level 2 agent plus the Ontario broker education program. Brokers can supervise agents and take on more responsibility.',
  },
]

/** A card of the page's two lists: what stands above the title (an icon, the step), the title, the text. */
function InfoCard({ above, title, text }: { above: ReactNode; title: string; text: string }) {
  return (
    <li>
      <Card.Root className={css({ h: 'full' })}>
        <Card.Header>
          {above}
          <h3 className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>{title}</h3>
        </Card.Header>
        <Card.Body>
          <p className={css({ color: 'fg.muted' })}>{text}</p>
        </Card.Body>
      </Card.Root>
    </li>
  )
}

export function BecomeBrokerPage() {
  useDocumentTitle('Become a Broker', 'Join our brokerage as a mortgage agent or broker.')
  return (
    <Page
      wide
      title={`Become a Mortgage Agent with ${BRAND.name}`}
      lead="Build a career helping Ontario families finance their homes, with the training, lenders and support of an experienced team."
    >
      <StaticSection title="Why join our team">
        <ul className={cardGridClass(3)}>
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <InfoCard
              key={title}
              above={<Icon aria-hidden="true" className={css({ color: 'accent.fg', w: '6', h: '6' })} />}
              title={title}
              text={text}
            />
          ))}
        </ul>
      </StaticSection>
      <StaticSection title="Mortgage licensing in Ontario" lead="Three steps, each building on the last.">
        <ol className={cardGridClass(3)}>
          {LICENCES.map(({ title, text }, i) => (
            <InfoCard
              key={title}
              above={<p className={css({ textStyle: 'sm', color: 'fg.muted' })}>Step {i + 1}</p>}
              title={title}
              text={text}
            />
          ))}
        </ol>
      </StaticSection>
      <section aria-labelledby="join-heading" className={css({ mt: { base: '12', md: '16' }, maxW: '2xl' })}>
        <Card.Root>
          <Card.Header>
            <h2 id="join-heading" className={css({ textStyle: '2xl', fontWeight: 'bold', color: 'fg.heading' })}>
              Join Our Team
            </h2>
            <Card.Description>Fields marked with * are required.</Card.Description>
          </Card.Header>
          <Card.Body>
            <BecomeBrokerForm labelledBy="join-heading" />
          </Card.Body>
        </Card.Root>
        <p className={css({ mt: '4', textStyle: 'xs', color: 'fg.muted' })}>
          {BRAND.name} is an independently owned and operated brokerage and an affiliate of the {BRAND.network} network.{' '}
          {BRAND.brokerageLicence}.
        </p>
      </section>
    </Page>
  )
}
