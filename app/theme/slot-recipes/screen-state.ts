import { defineSlotRecipe } from '@pandacss/dev'

/**
 * The loading, empty and error states of a list or a page section (app/components/ui/screen-states.tsx).
 * `size: page` reserves the room of a public page's list, so nothing jumps when the data arrives.
 */
export const screenState = defineSlotRecipe({
  className: 'screen-state',
  slots: ['root', 'message'],
  base: {
    root: {
      display: 'grid',
      placeItems: 'center',
      alignContent: 'center',
      gap: '3',
      p: '6',
      textAlign: 'center',
      color: 'fg.muted',
      borderRadius: 'lg',
    },
    message: { maxW: 'prose' },
  },
  variants: {
    status: {
      loading: { root: { gridAutoFlow: 'column' } },
      empty: { root: { borderWidth: '1px', borderStyle: 'dashed', borderColor: 'border.default' } },
      error: {
        root: { borderWidth: '1px', borderStyle: 'solid', borderColor: 'danger.border' },
        message: { color: 'danger.fg', fontWeight: 'medium' },
      },
    },
    size: {
      section: { root: { minH: '32' } },
      page: { root: { minH: '48' } },
    },
  },
  compoundVariants: [{ status: 'loading', size: 'page', css: { root: { minH: '96' } } }],
  defaultVariants: { size: 'section' },
})
