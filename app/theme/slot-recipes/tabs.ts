import { tabsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing } from '#app/theme/recipes/shared.ts'

export const tabs = defineSlotRecipe({
  className: 'tabs',
  jsx: [/^Tabs\./],
  slots: tabsAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      '&[data-orientation=vertical]': { flexDirection: 'row' },
    },
    list: {
      position: 'relative',
      display: 'flex',
      flexShrink: '0',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      '&[data-orientation=horizontal]': {
        borderBottomWidth: '1px',
        borderBottomStyle: 'solid',
        borderColor: 'border.subtle',
      },
      // With a Tabs.Indicator present, it draws the selected line (and slides between tabs).
      '&:has([data-part=indicator]) [data-part=trigger][data-selected]': { borderColor: 'transparent' },
      '&[data-orientation=vertical]': {
        flexDirection: 'column',
        borderInlineEndWidth: '1px',
        borderInlineEndStyle: 'solid',
        borderColor: 'border.subtle',
      },
    },
    trigger: {
      appearance: 'none',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      flexShrink: '0',
      minHeight: '11',
      px: '4',
      bg: 'transparent',
      fontFamily: 'inherit',
      textStyle: 'md',
      fontWeight: 'medium',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      borderColor: 'transparent',
      borderStyle: 'solid',
      transitionProperty: 'color, border-color',
      transitionDuration: 'fast',
      '&[data-orientation=horizontal]': { borderBottomWidth: '2px' },
      '&[data-orientation=vertical]': { borderInlineEndWidth: '2px', justifyContent: 'flex-start' },
      _hover: { color: 'fg.default' },
      _selected: { color: 'accent.fg', borderColor: 'accent.default', _hover: { color: 'accent.fg' } },
      _focusVisible: { ...focusRing, outlineOffset: '-2px' },
      _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
      _motionReduce: { transitionDuration: '0s' },
    },
    content: {
      pt: '4',
      '&[data-orientation=vertical]': { pt: '0', ps: '4' },
      _focusVisible: { ...focusRing, outlineOffset: '0' },
    },
    // Optional sliding line (Ark positions it with --left/--width). Without it the selected
    // trigger draws its own border.
    indicator: {
      bg: 'accent.default',
      '--transition-duration': 'durations.normal',
      '&[data-orientation=horizontal]': { height: '2px', width: 'var(--width)', bottom: '0' },
      '&[data-orientation=vertical]': { width: '2px', height: 'var(--height)', insetInlineEnd: '0' },
      _motionReduce: { transitionDuration: '0s !important' },
    },
  },
})
