import { css } from '#styled-system/css'

/** A card of the rates page (today's rates, rate alerts): white, rounded, a fine border, a light shadow. */
export const ratesCard = css({
  bg: 'bg.default',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  p: { base: '4', md: '6' },
  shadow: 'sm',
})

/** A heading with its controls at the end of its line; the controls wrap under it when narrow. */
export const headingBar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  alignItems: 'end',
  justifyContent: 'space-between',
})
