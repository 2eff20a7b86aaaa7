import { createFileRoute, Link } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { agentOptionsQueryOptions } from '#app/data/public/agents.ts'
import { ApplicationForm } from '#app/features/applications/application-form.tsx'
import { type ApplicationSearch, parseApplicationSearch } from '#app/features/applications/application-search.ts'
import { MyApplications } from '#app/features/applications/my-applications.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { css } from '#styled-system/css'

export const Route = createFileRoute('/applications')({
  validateSearch: (search: Record<string, unknown>): ApplicationSearch => parseApplicationSearch(search),
  // The agent choice's list starts loading with the route (docs/decisions/025-route-data-and-layers.md).
  loader: ({ context }) => void context.queryClient.prefetchQuery(agentOptionsQueryOptions()),
  component: ApplicationsPage,
})

const steps = [
  'A licensed agent reviews your application, usually within one business day.',
  'They call or email you to talk through your goals and the documents a lender will want.',
  'We shop more than 50 lenders and bring you the best options we find.',
]

function ApplicationsPage() {
  useDocumentTitle('Apply for a Mortgage')
  const search = Route.useSearch()
  return (
    <Page
      wide
      title="Mortgage Applications"
      lead="Start your application in a couple of minutes. It's free, there is no obligation, and it works even with a weak signal: we keep it on your device until it reaches us."
    >
      <div
        className={css({
          display: 'grid',
          gap: { base: '8', lg: '10' },
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        })}
      >
        <Card.Root>
          <Card.Header>
            <h2 id="apply-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold', color: 'fg.heading' })}>
              Apply for a Mortgage
            </h2>
            <Card.Description>Fields marked with * are required.</Card.Description>
          </Card.Header>
          <Card.Body>
            <ApplicationForm search={search} />
          </Card.Body>
        </Card.Root>
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
