import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

// Field.Input and Field.Textarea take their look from the `input` and `textarea` recipes,
// which the standalone Input/Textarea share.
export const field = defineSlotRecipe({
  className: 'field',
  jsx: [/^Field\./],
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: {
      display: 'inline-flex',
      gap: '1',
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'fg.default',
      _disabled: { opacity: 'disabled' },
    },
    requiredIndicator: { color: 'danger.fg' },
    helperText: { textStyle: 'sm', color: 'fg.muted' },
    errorText: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'danger.fg',
    },
  },
})
