import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { closeButton, modalBackdrop, modalPositioner } from '#app/theme/recipes/shared.ts'

/** A side sheet built on Ark's Dialog (see docs/decisions/008-ui-kit.md). */
export const drawer = defineSlotRecipe({
  className: 'drawer',
  jsx: [/^Drawer\./],
  slots: [...dialogAnatomy.keys(), 'header', 'body', 'footer'],
  base: {
    backdrop: modalBackdrop('slow', 'normal'),
    positioner: modalPositioner,
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      height: '100dvh',
      bg: 'bg.default',
      color: 'fg.default',
      boxShadow: 'overlay',
      outline: 'none',
      _motionReduce: { animation: 'none !important' },
    },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: '6',
      pt: '5',
      pb: '4',
      pe: '16',
      borderBottomWidth: '1px',
      borderBottomStyle: 'solid',
      borderColor: 'border.subtle',
    },
    title: { textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    body: { flex: '1', overflowY: 'auto', px: '6', py: '4' },
    footer: {
      display: 'flex',
      gap: '3',
      justifyContent: 'flex-end',
      flexWrap: 'wrap',
      px: '6',
      py: '4',
      borderTopWidth: '1px',
      borderTopStyle: 'solid',
      borderColor: 'border.subtle',
    },
    closeTrigger: { ...closeButton, top: '3', insetEnd: '3' },
  },
  variants: {
    placement: {
      end: {
        positioner: { justifyContent: 'flex-end' },
        content: {
          _open: { animationName: 'slideInEnd', animationDuration: 'slow', animationTimingFunction: 'emphasized' },
          _closed: { animationName: 'slideOutEnd', animationDuration: 'normal', animationTimingFunction: 'in' },
        },
      },
      start: {
        positioner: { justifyContent: 'flex-start' },
        content: {
          _open: { animationName: 'slideInStart', animationDuration: 'slow', animationTimingFunction: 'emphasized' },
          _closed: { animationName: 'slideOutStart', animationDuration: 'normal', animationTimingFunction: 'in' },
        },
      },
    },
    size: {
      sm: { content: { maxWidth: 'xs' } },
      md: { content: { maxWidth: 'md' } },
      lg: { content: { maxWidth: 'xl' } },
    },
  },
  defaultVariants: { placement: 'end', size: 'md' },
})
