import { accordionAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing, openChevron } from '#app/theme/recipes/shared.ts'

export const accordion = defineSlotRecipe({
  className: 'accordion',
  jsx: [/^Accordion\./],
  slots: accordionAnatomy.keys(),
  base: {
    root: { width: 'full' },
    item: { borderBottomWidth: '1px', borderBottomStyle: 'solid', borderColor: 'border.subtle' },
    itemTrigger: {
      appearance: 'none',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      width: 'full',
      minHeight: '11',
      py: '3',
      bg: 'transparent',
      fontFamily: 'inherit',
      textAlign: 'start',
      textStyle: 'md',
      fontWeight: 'semibold',
      color: 'fg.default',
      cursor: 'pointer',
      _hover: { color: 'accent.fg' },
      _focusVisible: focusRing,
      _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
    },
    itemIndicator: { ...openChevron('normal'), flexShrink: '0' },
    itemContent: {
      overflow: 'hidden',
      color: 'fg.muted',
      textStyle: 'md',
      _open: { animationName: 'expandHeight', animationDuration: 'normal', animationTimingFunction: 'out' },
      _closed: { animationName: 'collapseHeight', animationDuration: 'normal', animationTimingFunction: 'in' },
      _motionReduce: { animation: 'none !important' },
      // Padding on an inner wrapper would be smoother; a bottom margin keeps markup simple.
      '& > :last-child': { pb: '4' },
    },
  },
})
