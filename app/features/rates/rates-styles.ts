import { surface } from '#app/components/ui/styles.ts'
import { css, cx } from '#styled-system/css'
import { flex } from '#styled-system/patterns'

/** A card of the rates page (today's rates, rate alerts): white, rounded, a fine border, a light shadow. */
export const ratesCard = cx(surface({ radius: 'xl', shadow: 'sm' }), css({ p: { base: '4', md: '6' } }))

/** A heading with its controls at the end of its line; the controls wrap under it when narrow. */
export const headingBar = flex({ wrap: 'wrap', gap: '4', align: 'end', justify: 'space-between' })
