import { surface } from '#app/components/ui/styles.ts'
import { css, cx } from '#styled-system/css'

/** A card of the rates page (today's rates, rate alerts): white, rounded, a fine border, a light shadow. */
export const ratesCard = cx(surface.card, css({ p: { base: '4', md: '6' } }))

/** A heading with its controls at the end of its line; the controls wrap under it when narrow. */
export const headingBar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  alignItems: 'end',
  justifyContent: 'space-between',
})
