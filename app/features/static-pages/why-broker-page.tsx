import { iconBox, iconTone } from '#app/components/layout/layout-styles.ts'
import { ContactCta, checkListClass, Page, proseClass, StaticSection } from '#app/components/layout/page.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ScrollRegion } from '#app/components/ui/scroll-region.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND } from '#shared/config/brand.ts'
import { css, cx } from '#styled-system/css'

const ADVANTAGES = [
  {
    title: 'More lenders, better choices',
    text: `A bank can offer only its own products. We compare ${BRAND.marketing.lenderCount}, including the big banks, credit unions and monoline lenders that only work through brokers and often price below the branches.`,
  },
  {
    title: 'Usually no cost to you',
    text: 'For most residential mortgages the lender pays the broker’s fee when the mortgage closes, so our advice and shopping cost you nothing. If a file needs a lender that charges a fee, we disclose it in writing before you commit.',
  },
  {
    title: 'One application, one credit check',
    text: 'Instead of applying at bank after bank, you apply once. We present your file to the lenders most likely to approve it on the best terms, with a single credit inquiry.',
  },
  {
    title: 'Advice that goes beyond the rate',
    text: 'Prepayment privileges, penalty calculations, portability and rate holds can be worth more than a small rate difference. We read the fine print and negotiate it for you, especially for self-employed income, new Canadians or credit that needs repair.',
  },
  {
    title: 'Someone in your corner at renewal',
    text: 'Lenders count on borrowers signing the renewal letter. We contact you months before your term ends, shop the market again and, if you switch, usually arrange it at no cost to you.',
  },
]

const COMPARISON: { aspect: string; broker: string; bank: string }[] = [
  { aspect: 'Lenders compared', broker: `${capitalize(BRAND.marketing.lenderCount)}`, bank: 'One: its own' },
  { aspect: 'Who the advisor works for', broker: 'You: we are paid by whichever lender you choose', bank: 'The bank' },
  { aspect: 'Cost of the advice', broker: 'Usually free; any fee disclosed in writing upfront', bank: 'Free' },
  { aspect: 'Credit checks', broker: 'One application, one inquiry', bank: 'One per bank you apply to' },
  {
    aspect: 'Self-employed or bruised credit',
    broker: 'Prime, alternative and private lenders',
    bank: 'Limited to the bank’s own policies',
  },
  { aspect: 'Hours', broker: 'Evenings and weekends, by phone, video or in person', bank: 'Mostly branch hours' },
  { aspect: 'At renewal', broker: 'We shop the market again for you', bank: 'A renewal letter with the bank’s offer' },
]

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const cellClass = css({
  px: { base: '2.5', md: '4' },
  py: '3',
  textAlign: 'left',
  verticalAlign: 'top',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
})

export function WhyBrokerPage() {
  useDocumentTitle(
    'Why Use a Mortgage Broker?',
    'How a mortgage broker compares lenders for you, what it costs and when it helps.',
  )
  return (
    <>
      <Page
        title="Why Use a Mortgage Broker?"
        lead="A mortgage is likely the biggest debt you will ever carry. A broker makes lenders compete for it, and makes sure you understand exactly what you are signing."
      >
        <StaticSection title="Five advantages of working with a broker">
          <ol className={css({ display: 'grid', gap: '4', listStyle: 'none' })}>
            {ADVANTAGES.map((a, i) => (
              <li key={a.title}>
                <Card.Root variant="outline">
                  <Card.Body className={css({ pt: '6', flexDirection: 'row', gap: '4', alignItems: 'flex-start' })}>
                    <span
                      aria-hidden="true"
                      className={cx(iconBox, iconTone.accentSolid, css({ w: '10', h: '10', borderRadius: 'full' }))}
                    >
                      {i + 1}
                    </span>
                    <div>
                      <Card.Title>{a.title}</Card.Title>
                      <p className={css({ mt: '1', color: 'fg.muted', lineHeight: 'relaxed' })}>{a.text}</p>
                    </div>
                  </Card.Body>
                </Card.Root>
              </li>
            ))}
          </ol>
        </StaticSection>

        <StaticSection
          title="Broker versus bank"
          lead="Both can arrange a good mortgage. The difference is how much of the market you see and whose interests the advice serves."
        >
          <ScrollRegion
            label="Broker versus bank comparison (scrolls sideways on small screens)"
            className={css({
              overflowX: 'auto',
              borderWidth: '1px',
              borderColor: 'border.subtle',
              borderRadius: 'xl',
              bg: 'bg.default',
              _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
            })}
          >
            <table className={css({ w: 'full', minW: 'xs', borderCollapse: 'collapse', textStyle: 'sm' })}>
              <caption className={css({ srOnly: true })}>How a mortgage broker compares with a bank branch</caption>
              <thead className={css({ bg: 'bg.subtle' })}>
                <tr>
                  <th scope="col" className={cellClass}>
                    <span className={css({ srOnly: true })}>Aspect</span>
                  </th>
                  <th scope="col" className={`${cellClass} ${css({ color: 'accent.fg', fontWeight: 'bold' })}`}>
                    Mortgage broker
                  </th>
                  <th scope="col" className={`${cellClass} ${css({ color: 'fg.heading', fontWeight: 'bold' })}`}>
                    Bank branch
                  </th>
                </tr>
              </thead>
              <tbody>
                {COMPARISON.map((row) => (
                  <tr key={row.aspect}>
                    <th scope="row" className={`${cellClass} ${css({ fontWeight: 'semibold', color: 'fg.heading' })}`}>
                      {row.aspect}
                    </th>
                    <td className={cellClass}>{row.broker}</td>
                    <td className={`${cellClass} ${css({ color: 'fg.muted' })}`}>{row.bank}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </StaticSection>

        <StaticSection title="Licensed, regulated and accountable">
          <div className={proseClass}>
            <p>
              In Ontario, mortgage brokerages, brokers and agents must be licensed by the{' '}
              <strong>Financial Services Regulatory Authority of Ontario (FSRA)</strong> under the Mortgage Brokerages,
              Lenders and Administrators Act, 2006. You can look up any brokerage or agent in FSRA’s public licensee
              register.
            </p>
          </div>
          <ul className={`${checkListClass} ${css({ mt: '5', maxW: 'prose' })}`}>
            <li>
              We must recommend only mortgages that are suitable for your needs and circumstances, and explain the
              material risks.
            </li>
            <li>We disclose in writing any conflict of interest, and how and by whom we are paid, before you sign.</li>
            <li>
              Every agent completes licensing education and continuing education, and works under the supervision of our
              principal broker.
            </li>
            <li>
              As an affiliate of {BRAND.network}, our files follow the network’s compliance program: document standards,
              identity verification and the anti-money-laundering rules that apply to mortgage brokers.
            </li>
            <li>
              Your personal information is handled under Canada’s privacy law and shared with a lender only with your
              consent.
            </li>
          </ul>
          <p className={css({ mt: '5', color: 'fg.muted', textStyle: 'sm' })}>
            {BRAND.name}: {BRAND.brokerageLicence}
          </p>
        </StaticSection>
      </Page>
      <ContactCta
        title="Put lenders to work for you"
        text="One conversation, one application, and offers from across the market. Most residential mortgages cost you nothing to arrange."
      />
    </>
  )
}
