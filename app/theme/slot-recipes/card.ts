import { defineSlotRecipe } from '@pandacss/dev'

export const card = defineSlotRecipe({
  className: 'card',
  jsx: [/^Card\./],
  slots: ['root', 'header', 'body', 'footer', 'title', 'description'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      borderRadius: 'xl',
      bg: 'bg.default',
      color: 'fg.default',
      overflow: 'hidden',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', flex: '1', px: '6', pt: '4', pb: '6' },
    footer: { display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap', px: '6', pb: '6' },
    title: { textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' },
    description: { textStyle: 'sm', color: 'fg.muted' },
  },
  variants: {
    variant: {
      outline: { root: { borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.subtle' } },
      elevated: {
        root: { borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.subtle', boxShadow: 'card' },
      },
      subtle: { root: { bg: 'bg.subtle' } },
    },
  },
  defaultVariants: { variant: 'outline' },
})
