import type { ReactNode } from 'react'
import { Card } from '#app/components/ui/card.tsx'
import { css } from '#styled-system/css'

/**
 * A public form page's card: its heading (`headingId` names the form: aria-labelledby), the
 * note on required fields, then the form.
 */
export function FormCard({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <h2 id={headingId} className={css({ textStyle: '2xl', fontWeight: 'semibold', color: 'fg.heading' })}>
          {title}
        </h2>
        <Card.Description>Fields marked with * are required.</Card.Description>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}

/** A form page's two columns: the form card, and beside it (3 : 2 from lg up) what goes with it. */
export const formBeside = css({
  display: 'grid',
  gap: { base: '8', lg: '10' },
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  alignItems: 'start',
})
