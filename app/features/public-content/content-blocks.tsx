import { type ReactNode, useState } from 'react'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { css, cx } from '#styled-system/css'

/**
 * Building blocks of the public content pages: an image that falls back to a placeholder when
 * it fails (spec 000 §2), and the loading / empty / error states, each reserving the room of
 * what will be there so nothing jumps when the data arrives.
 */

/** Image in a box of fixed aspect ratio; a failed or missing image shows the placeholder. */
export function ContentImage({
  src,
  alt,
  ratio = '16 / 9',
  placeholder = 'No image',
  className,
}: {
  src: string | null
  alt: string
  ratio?: string
  placeholder?: string
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const box = cx(css({ position: 'relative', w: 'full', overflow: 'hidden', bg: 'bg.muted', rounded: 'md' }), className)
  if (!src || failed) {
    return (
      <div className={box} style={{ aspectRatio: ratio }}>
        <span
          className={css({
            position: 'absolute',
            inset: '0',
            display: 'grid',
            placeItems: 'center',
            color: 'fg.muted',
            textStyle: 'sm',
          })}
        >
          {placeholder}
        </span>
      </div>
    )
  }
  return (
    <div className={box} style={{ aspectRatio: ratio }}>
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' })}
      />
    </div>
  )
}

/**
 * Loading: the spinner and the spec's text, in the room of the list. Sizes are classes, never
 * style attributes: prerendered HTML is parsed under the CSP's `style-src 'self'`.
 */
export function LoadingState({ label }: { label: string }) {
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '3',
        color: 'fg.muted',
        minH: '96',
      })}
    >
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  )
}

/** Empty or not found: the spec's text, and what to do next. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      className={css({
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: '4',
        textAlign: 'center',
        color: 'fg.muted',
        p: '6',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'border.default',
        rounded: 'lg',
        minH: '48',
      })}
    >
      <p>{children}</p>
      {action}
    </div>
  )
}

/** A failed read: the spec's text and a retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className={css({
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: '4',
        textAlign: 'center',
        p: '6',
        borderWidth: '1px',
        borderColor: 'danger.border',
        rounded: 'lg',
        minH: '48',
      })}
    >
      <p className={css({ color: 'danger.fg', fontWeight: 'medium' })}>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className={css({ color: 'accent.fg', textDecoration: 'underline', minH: '11', px: '3', cursor: 'pointer' })}
      >
        Try again
      </button>
    </div>
  )
}

/** Long-form date of the spec ('November 23, 2026'), Canadian English. */
export function longDate(iso: string | null): string {
  if (!iso) return ''
  return new Date(iso).toLocaleDateString('en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'America/Toronto',
  })
}

export const cardGrid = css({
  display: 'grid',
  gap: { base: '5', md: '6' },
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
})
export const clamp3 = css({ lineClamp: '3' })
