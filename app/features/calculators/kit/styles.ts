import { css } from '#styled-system/css'

/** A white panel around a form or a block of results. */
export const panel = css({
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  p: { base: '4', md: '6' },
  boxShadow: 'card',
  minW: '0',
  _print: { boxShadow: '[none]', borderColor: 'border.default', breakInside: 'avoid' },
})

/** The results card: a panel with an accent edge; stays in view beside the form on wide screens. */
export const resultCard = css({
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderTopWidth: '4px',
  borderTopColor: 'accent.default',
  borderRadius: 'xl',
  p: { base: '4', md: '6' },
  boxShadow: 'card',
  minW: '0',
  position: { lg: 'sticky' },
  top: { lg: '20' },
  _print: { position: 'static', boxShadow: '[none]', breakInside: 'avoid' },
})
