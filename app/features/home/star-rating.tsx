import { StarIcon } from '#app/components/ui/icons.tsx'
import { VisuallyHidden } from '#app/components/ui/visually-hidden.tsx'
import { css } from '#styled-system/css'

/** Five stars (decorative) plus the rating as text for assistive technology. */
export function StarRating({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <p className={css({ display: 'flex', gap: '0.5' })}>
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars: the position is the identity
          key={i}
          size={18}
          className={css({
            color: i < value ? 'highlight.fg' : 'border.default',
            fill: i < value ? 'current' : 'transparent',
          })}
        />
      ))}
      <VisuallyHidden>{`Rated ${value} out of 5`}</VisuallyHidden>
    </p>
  )
}
