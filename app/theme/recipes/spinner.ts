import { defineRecipe } from '@pandacss/dev'

export const spinner = defineRecipe({
  className: 'spinner',
  jsx: ['Spinner'],
  base: {
    display: 'inline-block',
    flexShrink: '0',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'current',
    borderBottomColor: 'transparent',
    borderInlineStartColor: 'transparent',
    animationName: 'spin',
    animationDuration: 'spinner',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    // Progress is information, so the spinner keeps turning, slowly.
    _motionReduce: { animationDuration: 'spinnerReduced' },
  },
  variants: {
    size: {
      sm: { width: '4', height: '4' },
      md: { width: '6', height: '6' },
      lg: { width: '10', height: '10', borderWidth: '3px' },
      inherit: { width: '1em', height: '1em' },
    },
    tone: {
      accent: { color: 'accent.fg' },
      current: {},
    },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
})
