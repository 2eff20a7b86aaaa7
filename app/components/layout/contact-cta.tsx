import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { PhoneIcon } from '#app/components/ui/icons.tsx'
import { BRAND } from '#shared/config/brand.ts'
import { css } from '#styled-system/css'

/**
 * Closing call to action band: 'Contact Us' (/contact) and the office phone. Used at the foot
 * of the home page and of the static pages (/about, /mortgage-options, /why-broker, /app).
 */
export function ContactCta({
  title = 'Ready to talk about your mortgage?',
  text = 'Buying, renewing or refinancing: a licensed agent will compare your options and explain them in plain language. No cost, no obligation.',
  cta = 'Contact Us',
}: {
  title?: string
  text?: string
  cta?: string
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, pt: { base: '4', md: '8' } })}
    >
      <div
        className={css({
          bg: 'brand.default',
          color: 'fg.onAccent',
          borderRadius: '2xl',
          px: { base: '6', md: '10' },
          py: { base: '8', md: '12' },
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: '1fr auto' },
          alignItems: 'center',
        })}
      >
        <div>
          <h2
            id={headingId}
            className={css({ textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'fg.onAccent' })}
          >
            {title}
          </h2>
          <p className={css({ mt: '2', color: 'brand.subtle', textStyle: { base: 'md', md: 'lg' }, maxW: '2xl' })}>
            {text}
          </p>
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Button asChild size="lg">
            <Link to="/contact">{cta}</Link>
          </Button>
          <Button asChild size="lg" variant="outline" tone="brand">
            <a href={`tel:${BRAND.phone.replace(/[^\d+]/g, '')}`}>
              <PhoneIcon /> {BRAND.phone}
            </a>
          </Button>
        </div>
      </div>
    </section>
  )
}
