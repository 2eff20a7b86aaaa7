import { Link } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { isNotFound, serviceQueryOptions, servicesQueryOptions } from '#app/data/public/public-content.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { NOT_FOUND_TEXTS, previewText, SERVICE_PREVIEW_CHARS } from '#shared/schemas/public-content.ts'
import { css } from '#styled-system/css'
import { ContentImage, cardGrid, EmptyState, ErrorState, LoadingState } from './content-blocks'

const LIST_FAILED = 'Failed to load services'

/** /services (spec 000 §2): cards with image, name, a 180-character preview, View Details and Contact Us. */
export function ServicesPage({ agent }: { agent?: string | undefined }) {
  useDocumentTitle('Our Services')
  const services = useHydrationSafeQuery(servicesQueryOptions())
  const contactSearch = agent ? { agent } : {}
  return (
    <Page
      wide
      title="Our Services"
      lead="How we help: purchases, renewals, refinancing and more, with a licensed agent from the first call to closing."
    >
      {services.isPending ? (
        <LoadingState label="Loading services..." />
      ) : services.isError ? (
        <ErrorState message={LIST_FAILED} onRetry={() => void services.refetch()} />
      ) : services.data.services.length === 0 ? (
        <EmptyState>No services available at the moment.</EmptyState>
      ) : (
        <ul className={cardGrid}>
          {services.data.services.map((s) => (
            <li key={s.id}>
              <Card.Root className={css({ h: 'full', display: 'flex', flexDirection: 'column' })}>
                <ContentImage src={s.imageUrl} alt="" className={css({ roundedBottom: 'none' })} />
                <Card.Header>
                  <h2 className={css({ textStyle: 'xl', fontWeight: 'semibold', color: 'fg.heading' })}>{s.name}</h2>
                </Card.Header>
                <Card.Body className={css({ flex: '1' })}>
                  <p className={css({ color: 'fg.muted' })}>
                    {previewText(s.content ?? s.description ?? '', SERVICE_PREVIEW_CHARS)}
                  </p>
                </Card.Body>
                <Card.Footer className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
                  <Button asChild>
                    <Link
                      to="/services/$id"
                      params={{ id: s.id }}
                      search={contactSearch}
                      aria-label={`View Details: ${s.name}`}
                    >
                      View Details
                    </Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/contact" search={contactSearch}>
                      Contact Us
                    </Link>
                  </Button>
                </Card.Footer>
              </Card.Root>
            </li>
          ))}
        </ul>
      )}
    </Page>
  )
}

/** /services/{id}: image, name, description, content, Back to services; 'Service not found.'. */
export function ServiceDetailPage({ id, agent }: { id: string; agent?: string | undefined }) {
  const service = useHydrationSafeQuery(serviceQueryOptions(id))
  useDocumentTitle(service.data?.name ?? 'Service')
  const search = agent ? { agent } : {}
  const back = (
    <Link
      to="/services"
      search={search}
      className={css({
        color: 'accent.fg',
        textDecoration: 'underline',
        display: 'inline-flex',
        alignItems: 'center',
        minH: '11',
      })}
    >
      ← Back to services
    </Link>
  )
  if (service.isPending) return <Page>{<LoadingState label="Loading service..." />}</Page>
  if (service.isError) {
    return (
      <Page title={isNotFound(service.error) ? 'Service' : undefined}>
        {isNotFound(service.error) ? (
          <EmptyState action={back}>{NOT_FOUND_TEXTS.service}</EmptyState>
        ) : (
          <ErrorState message="Failed to load service" onRetry={() => void service.refetch()} />
        )}
      </Page>
    )
  }
  const s = service.data
  return (
    <Page>
      {back}
      <article className={css({ mt: '4', display: 'grid', gap: '6', maxW: '3xl' })}>
        <ContentImage src={s.imageUrl} alt="" />
        <h1 className={css({ textStyle: { base: '3xl', md: '4xl' }, fontWeight: 'bold', lineHeight: 'tight' })}>
          {s.name}
        </h1>
        {s.description ? <p className={css({ textStyle: 'lg', color: 'fg.muted' })}>{s.description}</p> : null}
        {s.content ? <div className={css({ whiteSpace: 'pre-wrap', lineHeight: 'relaxed' })}>{s.content}</div> : null}
        <div>
          <Button asChild size="lg">
            <Link to="/contact" search={search}>
              Contact Us
            </Link>
          </Button>
        </div>
      </article>
    </Page>
  )
}
