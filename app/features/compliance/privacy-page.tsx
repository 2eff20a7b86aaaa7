import { Page, proseClass, StaticSection } from '#app/components/layout/page.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND } from '#shared/config/brand.ts'
import { BRAND_POLICIES } from '#shared/config/brand-policies.ts'
import { css } from '#styled-system/css'
import { ContactBlock, ExternalLink } from './policy-parts'
import { PrivacyRequestForm } from './privacy-request-form'

const { privacyOfficer, privacyCommissioner, privacyRequestDays, recordsYears } = BRAND_POLICIES

const listClass = css({ display: 'grid', gap: '2', listStyle: 'disc', pl: '6' })

/**
 * /privacy: what the brokerage collects, why, who it is shared with, how long it is kept, and
 * how to see or correct it. The figures are the brokerage's policy (shared/config/brand-policies.ts).
 */
export function PrivacyPage() {
  useDocumentTitle(
    'Privacy Policy',
    'How we collect, use and protect your personal information, and your rights over it.',
  )
  return (
    <Page
      title="Privacy Policy"
      lead={`How ${BRAND.name} collects, uses, shares and protects your personal information, and how to see or correct what we hold.`}
    >
      <StaticSection prose title="What we collect">
        <p>We collect only what we need to answer you and to arrange your mortgage:</p>
        <ul className={listClass}>
          <li>your name, e-mail address, phone number and postal code, and what you write in our forms and chat;</li>
          <li>
            for a mortgage application: your income, employment, assets, debts, the property, your identity documents
            and, with your consent, your credit report;
          </li>
          <li>
            for a newsletter or a rate alert: your e-mail address and what you asked to hear about, and your consent;
          </li>
          <li>how the site is used (pages viewed, counted without identifying you), so we can improve it.</li>
        </ul>
      </StaticSection>
      <StaticSection prose title="Why we collect it">
        <p>
          To answer your questions, to find and arrange a mortgage that suits you, to meet our legal duties (identity
          verification, record keeping and anti-money-laundering rules for mortgage brokers), and, only if you agreed,
          to send you our newsletter or rate alerts. You can withdraw that consent at any time with the unsubscribe link
          in every message.
        </p>
      </StaticSection>
      <StaticSection prose title="Who we share it with">
        <p>Only with your consent and only what each one needs to do its part:</p>
        <ul className={listClass}>
          <li>lenders, to which we submit your mortgage application;</li>
          <li>mortgage default insurers and other insurers, when your mortgage or its protection needs them;</li>
          <li>credit bureaus, to obtain your credit report;</li>
          <li>appraisers, lawyers and notaries working on your file;</li>
          <li>
            the service providers who run this site and our systems, under contracts that keep your information
            confidential;
          </li>
          <li>our regulator or the courts, when the law requires it.</li>
        </ul>
        <p>We never sell your personal information.</p>
      </StaticSection>
      <StaticSection prose title="How long we keep it">
        <p>
          Mortgage files, funded or not, are kept for {`at least ${recordsYears} years`} after the file closes, as FSRA
          requires, and then securely destroyed. A newsletter or rate-alert address is deleted when you ask us to.
        </p>
      </StaticSection>
      <StaticSection title="Seeing or correcting your information">
        <div className={proseClass}>
          <p>
            You may ask for a copy of the personal information we hold about you, or ask us to correct it. Write to our
            privacy officer; {`we answer within ${privacyRequestDays} days.`} We may ask you to confirm your identity
            first.
          </p>
          <ContactBlock name={`${privacyOfficer.name}, ${privacyOfficer.title}`} email={privacyOfficer.email} />
          <p>
            Or send your request here. If your connection drops, it is kept on this device and sent when you are back
            online.
          </p>
        </div>
        <div className={css({ my: '6' })}>
          <PrivacyRequestForm label="Privacy request form" />
        </div>
        <p className={proseClass}>
          If you are not satisfied with our answer, you may complain to the {privacyCommissioner.name} at{' '}
          <ExternalLink href={privacyCommissioner.url}>priv.gc.ca</ExternalLink> or {privacyCommissioner.phone}.
        </p>
      </StaticSection>
    </Page>
  )
}
