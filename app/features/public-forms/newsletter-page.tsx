import { Page } from '#app/components/layout/page.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND } from '#shared/config/brand.ts'
import { css } from '#styled-system/css'
import { NewsletterForm } from './newsletter-form'

const PRIVACY_NOTES = [
  'We only use your email to send our newsletter: rate updates, market news and tips for buyers and owners.',
  'We never sell or share your address.',
  'Every issue has an unsubscribe link; one click and you are off the list.',
]

export function NewsletterPage() {
  useDocumentTitle('Newsletter', 'Sign up for rate news and mortgage tips by e-mail; unsubscribe at any time.')
  return (
    <Page
      title="Stay in touch!"
      lead={`Mortgage news, rate moves and practical advice from ${BRAND.name}, about once a month.`}
    >
      <div className={css({ maxW: 'xl' })}>
        <Card.Root>
          <Card.Header>
            <h2
              id="newsletter-heading"
              className={css({ textStyle: 'xl', fontWeight: 'semibold', color: 'fg.heading' })}
            >
              Subscribe to our newsletter
            </h2>
          </Card.Header>
          <Card.Body>
            <NewsletterForm labelledBy="newsletter-heading" />
          </Card.Body>
        </Card.Root>
        <section aria-labelledby="privacy-heading" className={css({ mt: '6' })}>
          <h2 id="privacy-heading" className={css({ textStyle: 'md', fontWeight: 'semibold' })}>
            Your privacy
          </h2>
          <ul
            className={css({
              mt: '2',
              display: 'grid',
              gap: '1',
              pl: '5',
              listStyleType: 'disc',
              color: 'fg.muted',
              textStyle: 'sm',
            })}
          >
            {PRIVACY_NOTES.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      </div>
    </Page>
  )
}
