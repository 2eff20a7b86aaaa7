import type { ReactNode } from 'react'
import { BRAND, officeAddressLine } from '#shared/config/brand.ts'
import { telHref } from '#shared/text/phone.ts'
import { css } from '#styled-system/css'

/** A link in running text: underlined, the brand's accent. */
export const textLinkClass = css({ color: 'accent.fg', textDecoration: 'underline', wordBreak: 'break-word' })

/** An e-mail address as a mailto link. */
export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={textLinkClass}>
      {email}
    </a>
  )
}

/** A link to another site, opening in a new tab (said to screen readers). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
      {children}
      <span className={css({ srOnly: true })}> (opens in a new tab)</span>
    </a>
  )
}

/** Who to write to, by e-mail, post and phone: a contact block of a policy page. */
export function ContactBlock({ name, email }: { name: string; email: string }) {
  return (
    <address
      className={css({
        fontStyle: 'normal',
        lineHeight: 'relaxed',
        borderLeftWidth: '4px',
        borderColor: 'accent.default',
        pl: '4',
        py: '1',
      })}
    >
      <strong>{name}</strong>
      <br />
      {BRAND.name}
      <br />
      {officeAddressLine()}
      <br />
      E-mail: <MailLink email={email} />
      <br />
      Phone:{' '}
      <a href={telHref(BRAND.phone)} className={textLinkClass}>
        {BRAND.phone}
      </a>
    </address>
  )
}
