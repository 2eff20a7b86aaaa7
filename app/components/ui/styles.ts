import { cva } from '#styled-system/css'

/**
 * The bordered white surface that tiles, panels and cards share (STYLE.md: the page is bg.canvas,
 * a surface on it is bg.default with a fine border.subtle edge). A tile is `lg`, a public card `xl`;
 * the caller adds its own layout and padding.
 */
export const surface = cva({
  base: { bg: 'bg.default', borderWidth: '1px', borderColor: 'border.subtle' },
  variants: {
    radius: { lg: { borderRadius: 'lg' }, xl: { borderRadius: 'xl' } },
    shadow: { none: {}, sm: { shadow: 'sm' } },
  },
  defaultVariants: { radius: 'lg', shadow: 'none' },
})

/** A key figure (a tile's number, the best rate): bold, tabular, in the heading colour. */
export const figure = cva({
  base: { fontWeight: 'bold', color: 'fg.heading', fontVariantNumeric: 'tabular-nums' },
  variants: { size: { tile: { fontSize: { base: 'xl', md: '2xl' }, overflowWrap: 'anywhere' } } },
})

/** The small capitals over a value or a group (Best Rate Today, the sidebar's group names). */
export const eyebrow = cva({
  base: { fontSize: 'xs', textTransform: 'uppercase', letterSpacing: 'wide' },
  variants: { weight: { bold: { fontWeight: 'bold' }, semibold: { fontWeight: 'semibold' } } },
  defaultVariants: { weight: 'bold' },
})

/** A staff screen's headings: the tab's h2, the top bar's h1 (smaller on a phone), a panel's h3. */
export const heading = cva({
  base: { fontWeight: 'bold', color: 'fg.heading' },
  variants: {
    size: {
      tab: { fontSize: '2xl' },
      bar: { fontSize: { base: 'md', sm: 'lg', md: 'xl' } },
      panel: { fontSize: 'lg', fontWeight: 'semibold' },
    },
  },
  defaultVariants: { size: 'tab' },
})
