import { css, cva } from '#styled-system/css'

/**
 * The bordered surface that tiles, panels, cards and list rows share (STYLE.md: the page is
 * bg.canvas, a surface on it is bg.default with a fine border.subtle edge; a row inside a dialog
 * sits on bg.canvas, a row inside a panel takes the panel's). A tile is `lg`, a public card `xl`,
 * a row `md`; the caller adds its own layout and padding.
 */
export const surface = cva({
  base: { borderWidth: '1px', borderColor: 'border.subtle' },
  variants: {
    tone: { default: { bg: 'bg.default' }, canvas: { bg: 'bg.canvas' }, none: {} },
    radius: { md: { borderRadius: 'md' }, lg: { borderRadius: 'lg' }, xl: { borderRadius: 'xl' } },
    shadow: { none: {}, sm: { shadow: 'sm' } },
  },
  defaultVariants: { tone: 'default', radius: 'lg', shadow: 'none' },
})

/** A list that is a layout, not prose: no markers, no indent. */
export const plainList = css({ listStyle: 'none', p: '0', m: '0' })

/** A key figure (a tile's number, a computed payment): bold and tabular, in the heading or accent colour. */
export const figure = cva({
  base: { fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' },
  variants: {
    tone: { heading: { color: 'fg.heading' }, accent: { color: 'accent.fg' } },
    size: {
      tile: { fontSize: { base: 'xl', md: '2xl' }, overflowWrap: 'anywhere' },
      result: { fontSize: '3xl', lineHeight: 'tight' },
    },
  },
  defaultVariants: { tone: 'heading' },
})

/** The small capitals over a value or a group (Best Rate Today, the sidebar's group names). */
export const eyebrow = cva({
  base: { fontSize: 'xs', textTransform: 'uppercase', letterSpacing: 'wide' },
  variants: { weight: { bold: { fontWeight: 'bold' }, semibold: { fontWeight: 'semibold' } } },
  defaultVariants: { weight: 'bold' },
})

/**
 * Headings: a staff tab's h2, the staff top bar's h1 (smaller on a phone), a panel's h3, a form's
 * section; a public page's h1 and the home hero's (on the brand colour: `tone: 'onAccent'`).
 */
export const heading = cva({
  base: { fontWeight: 'bold' },
  variants: {
    tone: { heading: { color: 'fg.heading' }, default: { color: 'fg.default' }, onAccent: { color: 'fg.onAccent' } },
    size: {
      page: { textStyle: { base: '3xl', md: '4xl' }, lineHeight: 'tight' },
      hero: { fontSize: { base: '3xl', md: '5xl' }, lineHeight: 'tight' },
      tab: { fontSize: '2xl' },
      bar: { fontSize: { base: 'md', sm: 'lg', md: 'xl' } },
      panel: { fontSize: 'lg', fontWeight: 'semibold' },
      section: { textStyle: 'lg', fontWeight: 'semibold' },
    },
  },
  defaultVariants: { tone: 'heading', size: 'tab' },
})

/**
 * A box tinted by a status tone (STYLE.md's semantic tones): the tone's subtle background inside
 * its border colour. The caller adds its radius, padding and layout.
 */
export const tinted = cva({
  base: { borderWidth: '1px' },
  variants: {
    tone: {
      info: { bg: 'info.subtle', borderColor: 'info.border' },
      success: { bg: 'success.subtle', borderColor: 'success.border' },
      warning: { bg: 'warning.subtle', borderColor: 'warning.border' },
      danger: { bg: 'danger.subtle', borderColor: 'danger.border' },
    },
  },
})
