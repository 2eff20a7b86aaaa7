import { BRAND } from '#shared/config/brand.ts'
import { LICENCE_LOOKUP_URL } from '#shared/constants/agent-licence.ts'
import { css, cx } from '#styled-system/css'

/**
 * What an agent's page and card must show: the licensed name, approved title and licence
 * number, the brokerage's name and licence, and where to check the licence with the regulator.
 * `onBrand` is for the agent page's dark hero.
 */
export function LicenceDisclosure({
  licence,
  onBrand = false,
  className,
}: {
  licence: { licensedName: string; licenceNumber: string; licenceTitle: string }
  onBrand?: boolean
  className?: string
}) {
  return (
    <div
      className={cx(
        css({ display: 'grid', gap: '1', textStyle: 'sm', color: onBrand ? 'brand.subtle' : 'fg.muted' }),
        className,
      )}
    >
      <p>
        {licence.licensedName} · {licence.licenceTitle} · Licence #{licence.licenceNumber}
      </p>
      <p>
        {BRAND.name} · {BRAND.brokerageLicence}
      </p>
      <p>
        <a
          href={LICENCE_LOOKUP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={css({ color: onBrand ? 'fg.onAccent' : 'accent.fg', textDecoration: 'underline' })}
        >
          Check this licence with FSRA
          <span className={css({ srOnly: true })}> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  )
}
