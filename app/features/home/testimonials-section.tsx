import { CardGrid } from '#app/components/layout/page.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { homeTestimonialsQueryOptions } from '#app/data/public/content.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { css } from '#styled-system/css'
import { HomeSection } from './section'
import { StarRating } from './star-rating'

/** 'What Our Clients Say': up to 6 approved, admin-written testimonials, newest first (as text). */
export function TestimonialsSection() {
  const { data, isPending } = useHydrationSafeQuery(homeTestimonialsQueryOptions())
  const list = data?.testimonials ?? []
  if (!isPending && list.length === 0) return null // none approved yet (or the request failed)
  return (
    <HomeSection
      title="What Our Clients Say"
      lead="Real words from homeowners we have helped buy, renew and refinance."
    >
      {isPending ? (
        <div className={css({ display: 'flex', justifyContent: 'center', py: '8' })}>
          <Spinner label="Loading testimonials" />
        </div>
      ) : (
        <CardGrid items={list} itemKey={(t) => t.id}>
          {(t) => (
            <Card.Root variant="elevated" asChild className={css({ flex: '1' })}>
              <figure>
                <Card.Body className={css({ gap: '4', pt: '6' })}>
                  <StarRating rating={t.rating} />
                  <blockquote className={css({ color: 'fg.default', lineHeight: 'relaxed', flex: '1' })}>
                    <p>“{t.content}”</p>
                  </blockquote>
                  <figcaption className={css({ fontWeight: 'semibold', color: 'fg.heading' })}>
                    {t.clientName}
                  </figcaption>
                </Card.Body>
              </figure>
            </Card.Root>
          )}
        </CardGrid>
      )}
    </HomeSection>
  )
}
