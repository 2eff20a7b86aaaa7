import { iconBox, iconTone } from '#app/components/layout/layout-styles.ts'
import { CheckCircleIcon, LandmarkIcon, PercentIcon, UserIcon } from '#app/components/ui/icons.tsx'
import { BRAND } from '#shared/config/brand.ts'
import { css, cx } from '#styled-system/css'
import { HomeSection } from './section'

const POINTS = [
  {
    icon: LandmarkIcon,
    title: 'One application, many lenders',
    text: `We shop ${BRAND.marketing.lenderCount} for you instead of one bank’s rate sheet.`,
  },
  {
    icon: PercentIcon,
    title: 'Usually free to you',
    text: 'For most residential mortgages the lender pays our fee, not you. We tell you upfront if a file is different.',
  },
  {
    icon: UserIcon,
    title: 'Advice for your situation',
    text: 'First home, renewal, self-employed or rental: we match the lender to your file.',
  },
  {
    icon: CheckCircleIcon,
    title: 'Licensed and regulated',
    text: 'Our agents are licensed by the Financial Services Regulatory Authority of Ontario (FSRA).',
  },
]

/** A short 'why use a broker' band linking to /why-broker. */
export function WhyBrokerStrip() {
  return (
    <HomeSection
      title="Why use a mortgage broker?"
      tone="subtle"
      more={{ to: '/why-broker', label: 'All the advantages' }}
    >
      <ul
        className={css({
          display: 'grid',
          gap: { base: '5', md: '6' },
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          listStyle: 'none',
        })}
      >
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
            <span
              aria-hidden="true"
              className={cx(iconBox, iconTone.accent, css({ w: '10', h: '10', borderRadius: 'lg' }))}
            >
              <Icon size={22} />
            </span>
            <div>
              <h3 className={css({ fontWeight: 'semibold', textStyle: 'md' })}>{title}</h3>
              <p className={css({ mt: '1', color: 'fg.muted', textStyle: 'sm', lineHeight: 'relaxed' })}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
