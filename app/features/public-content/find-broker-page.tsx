import { Link } from '@tanstack/react-router'
import { ContactLinks } from '#app/components/contact-links.tsx'
import { LicenceDisclosure } from '#app/components/layout/licence-disclosure.tsx'
import { Page } from '#app/components/layout/page.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { MapPinIcon } from '#app/components/ui/icons.tsx'
import { agentDirectoryQueryOptions } from '#app/data/public/agents.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { agentProfilePath, DEFAULT_AGENT_TITLE } from '#shared/constants/public-content.ts'
import { css } from '#styled-system/css'
import { CardGrid, ContentImage, cardColumn, clamp3, FIRST_SCREEN_CARDS } from './content-blocks'

/**
 * Find An Agent: active agents by name; banner (or placeholder), name, title
 * (default 'Your Trusted Mortgage Broker'), bio clipped to 3 lines, email, phone, location,
 * 'View Profile' (slug, else id) and 'Contact' (/contact?agent={id}).
 */
export function FindBrokerPage() {
  useDocumentTitle('Find An Agent', 'Find a licensed Ontario mortgage agent near you and book a call.')
  const agents = useHydrationSafeQuery(agentDirectoryQueryOptions())
  return (
    <Page
      wide
      title="Find An Agent"
      lead="Licensed mortgage agents across Ontario. Pick one to see their profile or send them a message."
    >
      <CardGrid
        query={agents}
        size="page"
        loading="Loading agents…"
        error="Failed to load agents"
        empty="No agents available at the moment."
        items={(data) => data.agents}
      >
        {(a, index) => (
          <Card.Root asChild className={cardColumn}>
            <article aria-labelledby={`agent-${a.id}`}>
              <ContentImage
                later={index >= FIRST_SCREEN_CARDS}
                src={a.bannerImageUrl}
                alt=""
                ratio="3 / 1"
                placeholder=""
                className={css({ roundedBottom: 'none' })}
              />
              <Card.Header>
                <h2
                  id={`agent-${a.id}`}
                  className={css({ textStyle: 'xl', fontWeight: 'semibold', color: 'fg.heading' })}
                >
                  {a.name}
                </h2>
                <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{a.title ?? DEFAULT_AGENT_TITLE}</p>
              </Card.Header>
              <Card.Body className={css({ flex: '1', display: 'grid', gap: '2', alignContent: 'start' })}>
                {a.bio ? <p className={clamp3}>{a.bio}</p> : null}
                <ContactLinks email={a.email} phone={a.phone} />
                {a.location ? (
                  <p className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'fg.muted' })}>
                    <MapPinIcon aria-hidden="true" /> {a.location}
                  </p>
                ) : null}
                <LicenceDisclosure licence={a} className={css({ mt: '2' })} />
              </Card.Body>
              <Card.Footer className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
                <Button asChild>
                  <a href={agentProfilePath(a)} aria-label={`View Profile: ${a.name}`}>
                    View Profile
                  </a>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/contact" search={{ agent: a.id }} aria-label={`Contact ${a.name}`}>
                    Contact
                  </Link>
                </Button>
              </Card.Footer>
            </article>
          </Card.Root>
        )}
      </CardGrid>
    </Page>
  )
}
