import { css, cx } from '#styled-system/css'
import { grid } from '#styled-system/patterns'

/** The white card a calculator's blocks sit on (its padding, edge and shadow). */
const card = css({
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  p: { base: '4', md: '6' },
  boxShadow: 'card',
  minW: '0',
})

/** A white panel around a form or a block of results. */
export const panel = cx(
  card,
  css({ _print: { boxShadow: '[none]', borderColor: 'border.default', breakInside: 'avoid' } }),
)

/** The results card: a panel with an accent edge; stays in view beside the form on wide screens. */
export const resultCard = cx(
  card,
  css({
    borderTopWidth: '4px',
    borderTopColor: 'accent.default',
    position: { lg: 'sticky' },
    top: { lg: '20' },
    _print: { position: 'static', boxShadow: '[none]', breakInside: 'avoid' },
  }),
)

/** The form and its results side by side on wide screens (7 : 5), stacked on phones. */
export const formAndResults = grid({
  gap: '6',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
  alignItems: 'start',
})

/** A calculator's form: a panel with its field groups spaced apart. */
export const formPanel = cx(panel, css({ display: 'grid', gap: '8' }))

/** The results card's title. */
export const resultsTitle = css({ textStyle: 'xl', fontWeight: 'bold', color: 'fg.heading' })

/** The one figure a calculator answers with (the payment, the cash to close, the penalty): large, in the accent. */
export const headlineFigure = css({
  display: 'block',
  fontSize: { base: '4xl', md: '5xl' },
  fontWeight: 'bold',
  color: 'accent.fg',
  lineHeight: 'tight',
  fontVariantNumeric: 'tabular-nums',
})
