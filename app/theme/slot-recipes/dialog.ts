import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { closeButton, modalBackdrop, modalPositioner } from '#app/theme/recipes/shared.ts'

export const dialog = defineSlotRecipe({
  className: 'dialog',
  jsx: [/^Dialog\./],
  slots: [...dialogAnatomy.keys(), 'body', 'footer'],
  base: {
    backdrop: modalBackdrop('normal', 'fast'),
    positioner: {
      ...modalPositioner,
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      p: { base: '0', sm: '4' },
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      width: 'full',
      maxHeight: { base: '90dvh', sm: 'calc(100dvh - 2rem)' },
      overflowY: 'auto',
      p: '6',
      bg: 'bg.default',
      color: 'fg.default',
      borderRadius: { base: '{radii.xl} {radii.xl} 0 0', sm: 'xl' },
      boxShadow: 'overlay',
      outline: 'none',
      _open: { animationName: 'scaleIn', animationDuration: 'normal', animationTimingFunction: 'out' },
      _closed: { animationName: 'scaleOut', animationDuration: 'fast', animationTimingFunction: 'in' },
      _motionReduce: { animation: 'none !important' },
    },
    title: { textStyle: 'xl', fontWeight: 'semibold', color: 'fg.heading', pe: '10' },
    description: { textStyle: 'md', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '4' },
    footer: { display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap', pt: '2' },
    closeTrigger: closeButton,
  },
  variants: {
    size: {
      sm: { content: { maxWidth: { sm: 'sm' } } },
      md: { content: { maxWidth: { sm: 'lg' } } },
      lg: { content: { maxWidth: { sm: '3xl' } } },
    },
  },
  defaultVariants: { size: 'md' },
})
