import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { eyebrow } from '#app/components/ui/styles.ts'
import { bestRateQueryOptions } from '#app/data/public/rates.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { formatRate, MORTGAGE_TYPE_FOR, rateProductLabel } from '#shared/constants/rates.ts'
import { css, cx } from '#styled-system/css'

/**
 * 'Best Rate Today': the lowest our_rate among active rates, with its term, rate type and
 * mortgage type, and who that type is for (an insured rate needs under 20 % down). Its
 * size does not change when the rate arrives (CLS): on a phone the label and the value are two
 * lines in every state, the value line as tall as the rate's text; wider, one line.
 */
/** The value's line: as tall as the rate (text xl) whatever it shows. */
const valueLine = css({ display: 'inline-flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: '2', minH: '7' })
/**
 * What the rate is, under it: two lines tall on a phone in every state (the text wraps there),
 * one line wider, so the badge keeps its height when the rate arrives.
 */
const productLine = css(
  { display: 'block', fontSize: 'sm', lineHeight: 'normal', color: 'fg.muted' },
  { minH: { base: '[2lh]', sm: '[1lh]' }, lineClamp: { base: '2', sm: 'none' } },
)
const valueBlock = css({ display: 'grid' })

export function BestRateBadge() {
  const { data, isPending } = useHydrationSafeQuery(bestRateQueryOptions())
  const labelId = useId()
  return (
    <section
      aria-labelledby={labelId}
      className={css({
        display: 'inline-flex',
        justifySelf: 'start',
        flexDirection: { base: 'column', sm: 'row' },
        alignItems: { base: 'flex-start', sm: 'center' },
        gap: { base: '0', sm: '3' },
        bg: 'bg.default',
        color: 'fg.default',
        borderRadius: { base: 'xl', sm: 'full' },
        pl: '4',
        pr: '5',
        py: '2',
        shadow: 'md',
        minH: '12',
      })}
    >
      <span id={labelId} className={cx(eyebrow.bold, css({ color: 'brand.fg' }))}>
        Best Rate Today
      </span>
      <span className={valueBlock}>
        {isPending ? (
          <>
            <span className={valueLine}>
              <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>Loading…</span>
            </span>
            <span className={productLine} aria-hidden="true" />
          </>
        ) : data?.best ? (
          <>
            <span className={valueLine}>
              <strong className={css({ fontSize: 'xl', color: 'accent.fg', fontVariantNumeric: 'tabular-nums' })}>
                {formatRate(data.best.ourRate)}%
              </strong>
              <Link
                to="/rates"
                search={{ tab: data.best.rateType }}
                hash="rate-alerts"
                className={css({
                  fontSize: 'sm',
                  fontWeight: 'semibold',
                  color: 'accent.fg',
                  textDecoration: 'underline',
                  _focusVisible: {
                    outline: '2px solid',
                    outlineColor: 'border.focus',
                    outlineOffset: '0.5',
                    borderRadius: 'sm',
                  },
                })}
              >
                Get a rate alert
              </Link>
            </span>
            <span className={productLine} data-testid="best-rate-product">
              {data.best.mortgageType
                ? `${rateProductLabel(data.best)}, ${MORTGAGE_TYPE_FOR[data.best.mortgageType]}`
                : `${data.best.term} ${data.best.rateType}`}
            </span>
          </>
        ) : (
          <>
            <span className={valueLine}>
              <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>Call us for today's rates</span>
            </span>
            <span className={productLine} aria-hidden="true" />
          </>
        )}
      </span>
    </section>
  )
}
