import { useState } from 'react'
import { iconBox, iconTone } from '#app/components/layout/layout-styles.ts'
import { LaterImage } from '#app/components/ui/later-image.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { lendersQueryOptions } from '#app/data/public/content.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { useBrokenImage } from '#app/lib/use-broken-image.ts'
import { BRAND } from '#shared/config/brand.ts'
import type { Lender } from '#shared/schemas/content.ts'
import { css, cx } from '#styled-system/css'
import { lenderInitials } from './lender-initials'
import { HomeSection } from './section'

const GROUPS = [
  {
    key: 'aLenders',
    title: 'Big Banks / A Lenders',
    text: 'Canada’s major banks and prime lenders: the lowest rates for strong credit and provable income.',
  },
  {
    key: 'alternateLenders',
    title: 'Alternate Lenders',
    text: 'Trust companies and specialty lenders for self-employed income, bruised credit or unusual properties.',
  },
] as const

/** 'Trusted Lenders': active lenders in their two groups, logo when there is one (and it loads), else initials. */
export function LendersSection() {
  const { data, isPending } = useHydrationSafeQuery(lendersQueryOptions())
  const empty = !isPending && (!data || (data.aLenders.length === 0 && data.alternateLenders.length === 0))
  if (empty) return null // nothing to show (or the request failed): leave the band out
  return (
    <HomeSection
      title="Trusted Lenders"
      lead={`We compare offers from ${BRAND.marketing.lenderCount}, from the big banks to specialty lenders, so you don’t have to apply to each one.`}
      tone="default"
    >
      {isPending ? (
        <div className={css({ display: 'flex', justifyContent: 'center', py: '8' })}>
          <Spinner label="Loading lenders" />
        </div>
      ) : (
        <div
          className={css({
            display: 'grid',
            gap: { base: '8', lg: '10' },
            gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
          })}
        >
          {GROUPS.map((group) => {
            const list = data?.[group.key] ?? []
            if (list.length === 0) return null
            return (
              <div key={group.key} className={css({ minW: '0' })}>
                <h3 className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>{group.title}</h3>
                <p className={css({ mt: '1', color: 'fg.muted', textStyle: 'sm' })}>{group.text}</p>
                <ul
                  aria-label={group.title}
                  className={css({
                    mt: '4',
                    display: 'grid',
                    gap: '3',
                    gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
                    listStyle: 'none',
                  })}
                >
                  {list.map((lender) => (
                    <LenderTile key={lender.id} lender={lender} />
                  ))}
                </ul>
              </div>
            )
          })}
        </div>
      )}
    </HomeSection>
  )
}

function LenderTile({ lender }: { lender: Lender }) {
  const [logoFailed, setLogoFailed] = useState(false)
  // A logo in the edge-rendered HTML may have failed before the app listened for its error.
  const logo = useBrokenImage(() => setLogoFailed(true))
  const showLogo = lender.logoUrl && !logoFailed
  return (
    <li
      className={css({
        display: 'flex',
        // A logo (usually a wordmark) sits above the name; initials sit beside it.
        flexDirection: showLogo ? 'column' : 'row',
        alignItems: showLogo ? 'flex-start' : 'center',
        gap: showLogo ? '1.5' : '3',
        minH: '16',
        px: '3',
        py: '2',
        borderRadius: 'lg',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        bg: 'bg.canvas',
      })}
    >
      {showLogo ? (
        // Far below the first screen: fetched once the page is interactive (docs/decisions/242).
        <LaterImage
          src={lender.logoUrl ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          width={120}
          height={32}
          onError={() => setLogoFailed(true)}
          ref={logo}
          className={css({ flexShrink: '0', h: '8', w: 'auto', maxW: 'full', objectFit: 'contain' })}
        />
      ) : (
        <span
          aria-hidden="true"
          className={cx(
            iconBox,
            lender.type === 'a_lender' ? iconTone.brand : iconTone.accent,
            css({
              minW: '11',
              h: '11',
              px: '1.5',
              borderRadius: 'full',
              fontWeight: 'bold',
              textStyle: 'xs',
              letterSpacing: 'wide',
            }),
          )}
        >
          {lenderInitials(lender.name)}
        </span>
      )}
      <span className={css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.default', lineHeight: 'snug' })}>
        {lender.name}
      </span>
    </li>
  )
}
