import { Page, proseClass, StaticSection } from '#app/components/layout/page.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND } from '#shared/config/brand.ts'
import { BRAND_POLICIES } from '#shared/config/brand-policies.ts'
import { css } from '#styled-system/css'
import { AccessibilityFeedbackForm } from './accessibility-feedback-form'
import { ContactBlock } from './policy-parts'

const { accessibility } = BRAND_POLICIES

/**
 * /accessibility: the brokerage's accessibility policy, how to give feedback, and accessible
 * formats on request.
 */
export function AccessibilityPage() {
  useDocumentTitle('Accessibility', 'Our commitment to an accessible website and services, and how to ask for help.')
  return (
    <Page
      title="Accessibility"
      lead={`${BRAND.name} wants everyone to be able to use this site and our services, including people with disabilities.`}
    >
      <StaticSection prose title="Our commitment">
        <p>
          We serve every client with dignity and independence, in line with the Accessibility for Ontarians with
          Disabilities Act (AODA). This site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.0 at level
          AA: it works with a keyboard alone and with screen readers, text can be enlarged, and colours keep enough
          contrast.
        </p>
        <p>
          Clients may bring a support person or a service animal to meetings, and we can meet by phone or video, or at a
          place that suits you.
        </p>
      </StaticSection>
      <StaticSection prose title="Accessible formats on request">
        <p>
          Any document we give you, including this policy, your mortgage documents and our answers to you, is available
          in an accessible format or with communication support, such as large print, an accessible electronic file, or
          reading it with you by phone. Ask us and we will provide it promptly, at no cost.
        </p>
      </StaticSection>
      <StaticSection title="Feedback">
        <div className={proseClass}>
          <p>
            Tell us about anything on this site or in our service that is hard to use, or what we could do better. You
            can write, e-mail or call; we reply{` within ${BRAND_POLICIES.complaints.acknowledgeBusinessDays} business`}
            days.
          </p>
          <ContactBlock name="Accessibility feedback" email={accessibility.email} />
          <p>
            Or write to us here. If your connection drops, your feedback is kept on this device and sent when you are
            back online.
          </p>
        </div>
        <div className={css({ my: '6' })}>
          <AccessibilityFeedbackForm label="Accessibility feedback form" />
        </div>
        <div className={proseClass}>
          <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>
            This policy was last reviewed in {accessibility.reviewed}.
          </p>
        </div>
      </StaticSection>
    </Page>
  )
}
