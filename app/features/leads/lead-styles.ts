import { css } from '#styled-system/css'

/**
 * A lead's facts as a definition list: two columns from a small screen up, each term a small
 * uppercase caption over its value; a long value (an email) wraps anywhere. The gap is the
 * screen's own.
 */
export const leadFacts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  fontSize: 'sm',
  '& dt': {
    color: 'fg.muted',
    fontSize: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
  },
  '& dd': { overflowWrap: 'anywhere' },
})

/** One entry of a lead's timeline: a rule at its start, what happened, then who and when. */
export const timelineEntry = css({
  borderLeftWidth: '2px',
  borderColor: 'border.subtle',
  pl: '3',
  py: '1',
  display: 'grid',
  gap: '0.5',
  fontSize: 'sm',
})
