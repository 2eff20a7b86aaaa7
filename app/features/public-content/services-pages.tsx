import { Link } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { serviceQueryOptions, servicesQueryOptions } from '#app/data/public/public-content.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { previewText, SERVICE_PREVIEW_CHARS } from '#shared/constants/public-content.ts'
import { css } from '#styled-system/css'
import { CardGrid, ContentCard, ContentDetail, FIRST_SCREEN_CARDS } from './content-blocks'

const LIST_FAILED = 'Failed to load services'

/** /services: cards with image, name, a 180-character preview, View Details and Contact Us. */
export function ServicesPage({ agent }: { agent?: string | undefined }) {
  useDocumentTitle('Our Services', 'What we do for you, from first home to renewal.')
  const services = useHydrationSafeQuery(servicesQueryOptions())
  const contactSearch = agent ? { agent } : {}
  return (
    <Page
      wide
      title="Our Services"
      lead="How we help: purchases, renewals, refinancing and more, with a licensed agent from the first call to closing."
    >
      <CardGrid
        query={services}
        size="page"
        loading="Loading services…"
        error={LIST_FAILED}
        empty="No services available at the moment."
        items={(data) => data.services}
      >
        {(s, index) => (
          <ContentCard
            item={s}
            later={index >= FIRST_SCREEN_CARDS}
            heading="h2"
            detailsTo="/services/$id"
            search={contactSearch}
            action={
              <Link to="/contact" search={contactSearch}>
                Contact Us
              </Link>
            }
          >
            <p className={css({ color: 'fg.muted' })}>
              {previewText(s.content ?? s.description ?? '', SERVICE_PREVIEW_CHARS)}
            </p>
          </ContentCard>
        )}
      </CardGrid>
    </Page>
  )
}

/** /services/{id}: image, name, description, content, Back to services; 'Service not found.'. */
export function ServiceDetailPage({ id, agent }: { id: string; agent?: string | undefined }) {
  const service = useHydrationSafeQuery(serviceQueryOptions(id))
  return <ContentDetail query={service} noun="service" agent={agent} />
}
