import { css } from '#styled-system/css'

/** The public pages' content width: at most 7xl, centred, with the site's side margins. */
export const pageWidth = css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' } })

/** Two columns from a small screen up, one on phones; the gap is the screen's own. */
export const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
})

/**
 * The box of an icon or a short mark beside a text (a feature's icon, a step's number, a lender's
 * initials): its content centred, never squeezed by the text. The screen adds size, shape and
 * colours with `cx(iconBox, css({ … }))`.
 */
export const iconBox = css({ flexShrink: '0', display: 'inline-flex', alignItems: 'center', justifyContent: 'center' })
