import { defineRecipe } from '@pandacss/dev'
import { focusRing, touchTarget } from './shared'

export const button = defineRecipe({
  className: 'button',
  description: 'Buttons and button-looking links (use asChild for links).',
  jsx: ['Button'],
  base: {
    appearance: 'none',
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    borderRadius: 'md',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: 'inherit',
    fontWeight: 'semibold',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: 'pointer',
    colorPalette: 'accent',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: 'fast',
    transitionTimingFunction: 'default',
    _focusVisible: focusRing,
    _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
    '&[aria-busy=true]': { cursor: 'progress', opacity: '1' },
    '& svg': { flexShrink: '0', width: '1.25em', height: '1.25em' },
    _motionReduce: { transitionDuration: '0s' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'colorPalette.default',
        color: 'fg.onAccent',
        _hover: { bg: 'colorPalette.emphasized' },
      },
      outline: {
        bg: 'bg.default',
        borderColor: 'border.default',
        color: 'colorPalette.fg',
        _hover: { bg: 'colorPalette.subtle', borderColor: 'colorPalette.fg' },
      },
      ghost: {
        bg: 'transparent',
        color: 'colorPalette.fg',
        _hover: { bg: 'colorPalette.subtle' },
      },
      link: {
        bg: 'transparent',
        color: 'colorPalette.fg',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        _hover: { textDecorationThickness: '2px' },
      },
    },
    tone: {
      accent: { colorPalette: 'accent' },
      brand: { colorPalette: 'brand' },
      neutral: { colorPalette: 'neutral' },
      danger: { colorPalette: 'danger' },
    },
    size: {
      // Drawn 36px high; the ::before hit area keeps the touch target at 44px.
      sm: { minHeight: '9', minWidth: '9', px: '3', textStyle: 'sm', ...touchTarget },
      md: { minHeight: '11', minWidth: '11', px: '4', textStyle: 'md' },
      lg: { minHeight: '12', minWidth: '12', px: '6', textStyle: 'lg' },
    },
  },
  compoundVariants: [{ variant: 'link', css: { px: '0', minWidth: 'auto' } }],
  defaultVariants: { variant: 'solid', tone: 'accent', size: 'md' },
})
