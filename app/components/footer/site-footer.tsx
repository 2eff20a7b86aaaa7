import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { pageWidth } from '#app/components/layout/layout-styles.ts'
import { BRAND, BRAND_DISCLAIMER, brandDisclosure, officeAddressLine } from '#shared/config/brand.ts'
import { telHref } from '#shared/text/phone.ts'
import { css, cx } from '#styled-system/css'

const COLUMNS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Mortgages',
    links: [
      { label: 'Applications', to: '/applications' },
      { label: 'Products', to: '/products' },
      { label: 'Calculators', to: '/calculators' },
      { label: 'Rates', to: '/rates' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Why Use a Broker?', to: '/why-broker' },
      { label: 'Blog', to: '/blog' },
      { label: 'Mortgage News', to: '/mortgage-news' },
      { label: 'Mobile App', to: '/app' },
    ],
  },
  {
    title: 'Contact',
    links: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'Become a Broker', to: '/become-broker' },
      { label: 'Newsletter', to: '/newsletter' },
      { label: 'Agent Login', to: '/auth' },
    ],
  },
]

/** The pages the regulators want one click from every page. */
const POLICY_LINKS = [
  { label: 'Complaints', to: '/complaints' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Accessibility', to: '/accessibility' },
] as const

export function SiteFooter() {
  const [open, setOpen] = useState(false)
  const disclaimerId = useId()
  const linkClass = css({
    color: 'brand.subtle',
    textDecoration: 'none',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '0.5' },
  })
  return (
    <footer className={css({ bg: 'brand.default', color: 'fg.onAccent', mt: '16' })}>
      {/* The bottom padding keeps the last line clear of the floating buttons at the page's end. */}
      <div className={cx(pageWidth, css({ pt: '12', pb: '24' }))}>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: {
              base: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
              lg: '2fr 1fr 1fr 1fr',
            },
            gap: '8',
          })}
        >
          <div className={css({ gridColumn: { base: 'span 2', md: 'span 3', lg: 'auto' } })}>
            <p className={css({ fontWeight: 'bold', fontSize: 'lg', color: 'fg.onAccent' })}>{BRAND.name}</p>
            <p className={css({ mt: '2', color: 'brand.subtle', fontSize: 'sm', maxW: 'sm' })}>
              An independent Ontario mortgage brokerage and an affiliate of the {BRAND.network} network. Rates updated
              daily through a network of {BRAND.marketing.lenderCount}.
            </p>
            <address
              className={css({
                mt: '4',
                fontStyle: 'normal',
                fontSize: 'sm',
                color: 'brand.subtle',
                lineHeight: 'relaxed',
              })}
            >
              {officeAddressLine()}
              <br />
              <a className={linkClass} href={telHref(BRAND.phone)}>
                {BRAND.phone}
              </a>{' '}
              · Toll-free{' '}
              <a className={linkClass} href={telHref(BRAND.tollFree)}>
                {BRAND.tollFree}
              </a>
            </address>
          </div>
          {COLUMNS.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2 className={css({ fontWeight: 'semibold', fontSize: 'md', mb: '3', color: 'fg.onAccent' })}>
                {col.title}
              </h2>
              <ul className={css({ listStyle: 'none', display: 'grid', gap: '2', fontSize: 'sm' })}>
                {col.links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className={linkClass}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div
          className={css({
            mt: '10',
            pt: '6',
            borderTopWidth: '1px',
            borderColor: 'brand.emphasized',
            fontSize: 'sm',
            color: 'brand.subtle',
          })}
        >
          <p>
            {brandDisclosure()} · {BRAND.agentLicence}
          </p>
          <nav aria-label="Policies" className={css({ mt: '3' })}>
            <ul className={css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '4' })}>
              {POLICY_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={disclaimerId}
            onClick={() => setOpen((o) => !o)}
            className={css({
              mt: '3',
              color: 'fg.onAccent',
              fontWeight: 'semibold',
              cursor: 'pointer',
              minH: '11',
              _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '0.5' },
            })}
          >
            {open ? '− Disclaimer' : '+ Disclaimer'}
          </button>
          <div id={disclaimerId} hidden={!open} className={css({ mt: '2', display: 'grid', gap: '2', maxW: '4xl' })}>
            {BRAND_DISCLAIMER.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <p className={css({ mt: '4' })}>
            © {new Date().getFullYear()} {BRAND.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}
