import { switchAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing, toggleRow } from '#app/theme/recipes/shared.ts'

// Track 44x24 px, thumb 20 px, 2 px padding: the thumb travels 20 px.
export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  jsx: [/^Switch\./],
  slots: switchAnatomy.keys(),
  base: {
    root: toggleRow,
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: '0',
      width: '11',
      height: '6',
      p: '0.5',
      borderRadius: 'full',
      bg: 'border.default',
      transitionProperty: 'background-color',
      transitionDuration: 'fast',
      _checked: { bg: 'accent.default' },
      _focusVisible: focusRing,
      _motionReduce: { transitionDuration: '0s' },
    },
    thumb: {
      width: '5',
      height: '5',
      borderRadius: 'full',
      bg: 'bg.default',
      boxShadow: 'sm',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      transitionTimingFunction: 'default',
      _checked: { transform: 'translateX(1.25rem)' },
      '[dir=rtl] &': { _checked: { transform: 'translateX(-1.25rem)' } },
      _motionReduce: { transitionDuration: '0s' },
    },
    label: { textStyle: 'md', color: 'fg.default', userSelect: 'none' },
  },
})
