import { defineSlotRecipe, type SystemStyleObject } from '@pandacss/dev'
import { focusRing } from '#app/theme/recipes/shared.ts'

/**
 * The staff screens' data table (app/components/screen/data-table.tsx). The table scrolls inside
 * its own focusable region, so at any width every column stays reachable and the page itself never
 * scrolls sideways. Cells take their look from data attributes set per column.
 */
/** What a column says about its cells, the header's included. */
const columnLook = {
  textAlign: 'start',
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
  '&[data-align=end]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '&[data-nowrap]': { whiteSpace: 'nowrap' },
  '&[data-wide-only]': { display: { base: 'none', lg: 'table-cell' } },
} satisfies SystemStyleObject

export const dataTable = defineSlotRecipe({
  className: 'data-table',
  slots: ['root', 'table', 'header', 'cell', 'sortButton'],
  base: {
    root: {
      overflowX: 'auto',
      maxW: 'full',
      bg: 'bg.default',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.subtle',
      borderRadius: 'lg',
      _focusVisible: { ...focusRing, outlineOffset: '0' },
    },
    table: { w: 'full', borderCollapse: 'collapse', textStyle: 'sm' },
    header: { ...columnLook, fontWeight: 'semibold', color: 'fg.muted', whiteSpace: 'nowrap' },
    cell: {
      ...columnLook,
      verticalAlign: 'middle',
      '&[scope=row]': { fontWeight: 'medium', color: 'fg.heading' },
      '&[data-muted]': { color: 'fg.muted' },
      '&[data-clamp]': {
        maxW: { base: '32', md: '80' },
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
    },
    sortButton: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      minH: '9',
      font: 'inherit',
      color: 'inherit',
      cursor: 'pointer',
      borderRadius: 'sm',
      _hover: { color: 'fg.default' },
      _focusVisible: focusRing,
      '& svg': { transitionProperty: 'transform', transitionDuration: 'fast' },
      '&[data-direction=ascending] svg': { transform: 'rotate(180deg)' },
      '&:not([data-direction]) svg': { opacity: '0.4' },
    },
  },
})
