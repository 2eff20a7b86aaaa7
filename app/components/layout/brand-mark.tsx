import { css } from '#styled-system/css'

const ground = css({ fill: 'brand.default' })
const house = css({ fill: 'fg.onAccent' })
const mark = css({ flexShrink: '0' })

/**
 * The brand's mark (the drawing of app/public/favicon.svg), drawn inline. As an `<img>` of the
 * favicon it was a second request for that file on every first visit (the icon link fetches
 * its own copy), preloaded by React ahead of the page's scripts. Decorative unless
 * given a `label` (then it names its link).
 */
export function BrandMark({ size, label }: { size: number; label?: string }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless labelled with role img and aria-label
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={mark}
    >
      <rect width="64" height="64" rx="14" className={ground} />
      <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2z" className={house} />
      <rect x="27" y="36" width="10" height="14" rx="1" className={ground} />
    </svg>
  )
}
