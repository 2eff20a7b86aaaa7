import type { ReactNode } from 'react'
import { ContactLinks, contactLink } from '#app/components/contact-links.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { MapPinIcon, PhoneIcon } from '#app/components/ui/icons.tsx'
import { BRAND } from '#shared/config/brand.ts'
import { initialsOf } from '#shared/constants/public-content.ts'
import type { DirectoryAgent } from '#shared/schemas/public-content.ts'
import { telHref } from '#shared/text/phone.ts'
import { css } from '#styled-system/css'

/** 'Your Broker': logo or initials, name, email link and phone link. */
export function YourBrokerCard({ agent }: { agent: DirectoryAgent }) {
  return (
    <SideCard title="Your Broker">
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        {agent.agentLogoUrl ? (
          <img
            src={agent.agentLogoUrl}
            alt=""
            width={56}
            height={56}
            className={css({ w: '14', h: '14', rounded: 'full', objectFit: 'cover', bg: 'bg.muted' })}
          />
        ) : (
          <span
            aria-hidden="true"
            className={css({
              w: '14',
              h: '14',
              rounded: 'full',
              bg: 'accent.subtle',
              color: 'accent.fg',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 'bold',
              textStyle: 'lg',
            })}
          >
            {initialsOf(agent.name)}
          </span>
        )}
        <p className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>{agent.name}</p>
      </div>
      <ContactLinks email={agent.email} phone={agent.phone} />
    </SideCard>
  )
}

/** The corporate offices card: Toronto, ON, address, licence, phone, toll-free. */
export function CorporateOfficesCard() {
  const o = BRAND.office
  return (
    <SideCard title="Corporate Offices">
      <p className={css({ fontWeight: 'semibold' })}>
        {o.city}, {o.province}
      </p>
      <address className={css({ fontStyle: 'normal', display: 'flex', gap: '2', alignItems: 'flex-start' })}>
        <MapPinIcon aria-hidden="true" className={css({ mt: '1', flexShrink: 0 })} />
        <span>
          {o.street}
          <br />
          {o.city}, {o.province} {o.postalCode}
        </span>
      </address>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{BRAND.brokerageLicence}</p>
      <a href={telHref(BRAND.phone)} className={contactLink}>
        <PhoneIcon aria-hidden="true" /> Phone: {BRAND.phone}
      </a>
      <a href={telHref(BRAND.tollFree)} className={contactLink}>
        <PhoneIcon aria-hidden="true" /> Toll-free: {BRAND.tollFree}
      </a>
    </SideCard>
  )
}

/** A card beside a form: its title, then its lines one under the other. */
function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <h2 className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>{title}</h2>
      </Card.Header>
      <Card.Body className={css({ display: 'grid', gap: '3' })}>{children}</Card.Body>
    </Card.Root>
  )
}
