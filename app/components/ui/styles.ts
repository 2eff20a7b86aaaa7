import { css } from '#styled-system/css'

/*
 * Named styles that tiles, panels, headings and status boxes share, one `css()` each (atomic
 * classes: the ones an inline object with the same properties gives). Kept as plain maps of
 * class names, not `cva` recipes or functions: this module is in the first load and the precache
 * is at its limit, and a map costs no runtime.
 */

/**
 * The bordered surface (STYLE.md: the page is bg.canvas, a surface on it is bg.default with a
 * fine border.subtle edge): a staff tile or panel (`tile`), a public card (`card`), a row inside
 * a dialog (`inset`, on bg.canvas). The caller adds its layout and padding. The variants only
 * the back office uses are in `layout/staff/staff-styles.ts`, out of the first load's bytes.
 */
export const surface = {
  tile: css({ bg: 'bg.default', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'lg' }),
  card: css({ bg: 'bg.default', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', shadow: 'sm' }),
  inset: css({ bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'lg' }),
}

/** A native checkbox and its label on one row a finger can hit (44 px): the quote's, a calculator's. */
export const checkRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '11',
  cursor: 'pointer',
  textStyle: 'md',
})

/**
 * An outlined link a finger can hit (44 px tall) in a row of links (the /mortgage-options index).
 * The caller gives its corners, colours and focus ring. The agent page's contact and social links
 * are the same box, still written out (decision 259).
 */
export const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  borderWidth: '1px',
  textDecoration: 'none',
})

/** A list that is a layout, not prose: no markers, no indent. */
export const plainList = css({ listStyle: 'none', p: '0', m: '0' })

/** A key figure, bold and tabular: a staff tile's number, the quote's computed payment. */
export const figure = {
  tile: css({
    fontSize: { base: 'xl', md: '2xl' },
    fontWeight: 'bold',
    color: 'fg.heading',
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
  result: css({
    fontSize: '3xl',
    fontWeight: 'bold',
    color: 'accent.fg',
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 'tight',
  }),
}

/** The small capitals over a value (Best Rate Today). */
export const eyebrow = {
  bold: css({ fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide' }),
}

/**
 * Headings: a staff tab's h2, a panel's h3, a form's section; a public page's h1 and the home
 * hero's (on the brand colour).
 */
export const heading = {
  tab: css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.heading' }),
  panel: css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.heading' }),
  section: css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' }),
  page: css({ textStyle: { base: '3xl', md: '4xl' }, fontWeight: 'bold', color: 'fg.default', lineHeight: 'tight' }),
  hero: css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'bold', color: 'fg.onAccent', lineHeight: 'tight' }),
}

/**
 * A box tinted by a status tone (STYLE.md's semantic tones): the tone's subtle background inside
 * its border colour. The caller adds its radius, padding and layout.
 */
export const tinted = {
  warning: css({ borderWidth: '1px', bg: 'warning.subtle', borderColor: 'warning.border' }),
  danger: css({ borderWidth: '1px', bg: 'danger.subtle', borderColor: 'danger.border' }),
}
