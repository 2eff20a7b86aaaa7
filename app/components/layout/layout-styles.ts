import { css } from '#styled-system/css'

/** The public pages' content width: at most 7xl, centred, with the site's side margins. */
export const pageWidth = css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' } })

/** Two columns from a small screen up, one on phones; the gap is the screen's own. */
export const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
})

/** The brand's link home at the start of a header (the site's and the staff areas'): its mark and a name. */
export const brandLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'bold',
  color: 'fg.heading',
  textDecoration: 'none',
})

/** A header's menu button: an icon in a 44 px square that a touch can hit (the site's and the staff areas'). */
export const menuButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  borderRadius: 'md',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
})

/**
 * The box of an icon or a short mark beside a text (a feature's icon, a step's number, a lender's
 * initials): its content centred, never squeezed by the text. The screen adds size, shape and
 * colours with `cx(iconBox, css({ … }))`.
 */
export const iconBox = css({ flexShrink: '0', display: 'inline-flex', alignItems: 'center', justifyContent: 'center' })

/**
 * An icon box's colours: a tint of the accent or the brand behind an icon, or the solid colour
 * under a number or initials (bold, on the accent's text colour).
 */
export const iconTone = {
  accent: css({ bg: 'accent.subtle', color: 'accent.fg' }),
  brand: css({ bg: 'brand.subtle', color: 'brand.fg' }),
  accentSolid: css({ bg: 'accent.default', color: 'fg.onAccent', fontWeight: 'bold' }),
  brandSolid: css({ bg: 'brand.default', color: 'fg.onAccent', fontWeight: 'bold' }),
}
