import { Page, StaticSection } from '#app/components/layout/page.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND } from '#shared/config/brand.ts'
import { BRAND_POLICIES } from '#shared/config/brand-policies.ts'
import { css } from '#styled-system/css'
import { ComplaintForm } from './complaint-form'
import { ContactBlock, ExternalLink } from './policy-parts'

const { complaints, regulator } = BRAND_POLICIES

/**
 * /complaints: how to complain, who handles it, how fast we answer, and the right to take it
 * to the regulator. The texts and figures are the brokerage's policy (shared/config/brand-policies.ts).
 */
export function ComplaintsPage() {
  useDocumentTitle('Complaints', 'How to make a complaint about our mortgage services, and how we answer it.')
  return (
    <Page
      title="Complaints"
      lead="If something went wrong, we want to hear about it and put it right. Here is how to make a complaint and what happens next."
    >
      <div className={css({ display: 'grid', gap: '0' })}>
        <StaticSection prose title="How to make a complaint">
          <p>
            Write to our complaints handler by e-mail or post, or call us and we will write it down with you. Tell us
            your name and how to reach you, which agent or file it is about (if any), what happened, and what you would
            like us to do.
          </p>
          <ContactBlock name={complaints.handler} email={complaints.email} />
          <p>
            Complaining costs nothing, and it will not change how we treat you or your mortgage file. If you need help
            putting your complaint in writing, or need our answer in another format, say so and we will arrange it.
          </p>
        </StaticSection>
        <StaticSection
          title="Send us a complaint"
          lead="Or write to us here: it goes straight to our complaints handler. If your connection drops, your complaint is kept on this device and sent when you are back online."
        >
          <ComplaintForm label="Complaint form" />
        </StaticSection>
        <StaticSection title="What happens next">
          <ol className={css({ display: 'grid', gap: '3', listStyle: 'decimal', pl: '6', maxW: 'prose' })}>
            <li>
              <strong>We acknowledge it</strong>{' '}
              {`in writing within ${complaints.acknowledgeBusinessDays} business days, and tell you who is looking into it.`}
            </li>
            <li>
              <strong>We look into it</strong>: we review your file and speak with the people involved. Our complaints
              handler, {complaints.handler}, is responsible for the answer.
            </li>
            <li>
              <strong>We answer in writing</strong> {`within ${complaints.resolveDays} days`} of receiving your
              complaint, with what we found, what we will do, and your options if you are not satisfied.
            </li>
          </ol>
        </StaticSection>
        <StaticSection prose title="If you are not satisfied">
          <p>
            You may refer your complaint to the {regulator.name}, which licenses and regulates mortgage brokerages,
            brokers and agents in Ontario. You can reach FSRA at{' '}
            <ExternalLink href={regulator.url}>fsrao.ca</ExternalLink> or {regulator.phone}. You do not need to wait for
            our answer to contact FSRA, though it will usually ask whether you have raised the matter with us first.
          </p>
          <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>
            {BRAND.name} · {BRAND.brokerageLicence}
          </p>
        </StaticSection>
      </div>
    </Page>
  )
}
