import { checkboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing, toggleRow } from '#app/theme/recipes/shared.ts'

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  jsx: [/^Checkbox\./],
  slots: checkboxAnatomy.keys(),
  base: {
    root: toggleRow,
    control: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      width: '5',
      height: '5',
      borderRadius: 'sm',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      bg: 'bg.default',
      color: 'fg.onAccent',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'fast',
      _hover: { borderColor: 'fg.muted' },
      _checked: { bg: 'accent.default', borderColor: 'accent.default', _hover: { borderColor: 'accent.default' } },
      _indeterminate: { bg: 'accent.default', borderColor: 'accent.default' },
      _invalid: { borderColor: 'danger.default' },
      _focusVisible: focusRing,
      _motionReduce: { transitionDuration: '0s' },
    },
    indicator: { display: 'inline-flex', '& svg': { width: '3.5', height: '3.5' } },
    label: { textStyle: 'md', color: 'fg.default', userSelect: 'none' },
    group: { display: 'flex', flexDirection: 'column', gap: '1' },
  },
})
