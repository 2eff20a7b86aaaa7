import { Link } from '@tanstack/react-router'
import { FormCard, formBeside } from '#app/components/form/form-card.tsx'
import { Page } from '#app/components/layout/page.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { css } from '#styled-system/css'
import { ApplicationForm } from './application-form'
import type { ApplicationSearch } from './application-search'
import { MyApplications } from './my-applications'

const steps = [
  'A licensed agent reviews your application, usually within one business day.',
  'They call or email you to talk through your goals and the documents a lender will want.',
  'We shop more than 50 lenders and bring you the best options we find.',
]

export function ApplicationsPage({ search }: { search: ApplicationSearch }) {
  useDocumentTitle('Apply for a Mortgage', 'Start your mortgage application online; a licensed agent follows up.')
  return (
    <Page
      wide
      title="Mortgage Applications"
      lead="Start your application in a couple of minutes. It's free, there is no obligation, and it works even with a weak signal: we keep it on your device until it reaches us."
    >
      <div className={formBeside}>
        <FormCard headingId="apply-heading" title="Apply for a Mortgage">
          <ApplicationForm search={search} />
        </FormCard>
        <div className={css({ display: 'grid', gap: '8' })}>
          <MyApplications />
          <section aria-labelledby="next-steps-heading" className={css({ display: 'grid', gap: '3' })}>
            <h2
              id="next-steps-heading"
              className={css({ textStyle: 'xl', fontWeight: 'semibold', color: 'fg.heading' })}
            >
              What happens next
            </h2>
            <ol className={css({ display: 'grid', gap: '2', pl: '5', listStyleType: 'decimal', color: 'fg.muted' })}>
              {steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
              Not sure of the amount?{' '}
              <Link to="/affordability-calculator" className={css({ color: 'accent.fg', textDecoration: 'underline' })}>
                See what you can afford
              </Link>{' '}
              first.
            </p>
          </section>
        </div>
      </div>
    </Page>
  )
}
