import { defineRecipe } from '@pandacss/dev'

export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    '& svg': { width: '1em', height: '1em' },
  },
  variants: {
    variant: {
      subtle: { bg: 'colorPalette.subtle', color: 'colorPalette.fg', borderColor: 'colorPalette.border' },
      solid: { bg: 'colorPalette.default', color: 'fg.onAccent' },
      outline: { bg: 'bg.default', color: 'colorPalette.fg', borderColor: 'colorPalette.fg' },
    },
    tone: {
      neutral: { colorPalette: 'neutral' },
      accent: { colorPalette: 'accent' },
      brand: { colorPalette: 'brand' },
      success: { colorPalette: 'success' },
      warning: { colorPalette: 'warning' },
      danger: { colorPalette: 'danger' },
      info: { colorPalette: 'info' },
    },
    size: {
      sm: { textStyle: 'xs', px: '2', py: '0.5' },
      md: { textStyle: 'sm', px: '2.5', py: '0.5' },
    },
  },
  defaultVariants: { variant: 'subtle', tone: 'neutral', size: 'md' },
})
