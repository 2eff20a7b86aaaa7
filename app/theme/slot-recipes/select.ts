import { selectAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { groupLabel, inputBase, listItem, openChevron, popoverPanel } from '#app/theme/recipes/shared.ts'

export const select = defineSlotRecipe({
  className: 'select',
  jsx: [/^Select\./],
  slots: selectAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { textStyle: 'sm', fontWeight: 'medium', color: 'fg.default' },
    control: { position: 'relative' },
    trigger: {
      ...inputBase,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      minHeight: '11',
      px: '3',
      textStyle: 'md',
      textAlign: 'start',
      cursor: 'pointer',
      _placeholderShown: { color: 'fg.subtle' },
    },
    valueText: { flex: '1', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    indicator: openChevron('fast'),
    clearTrigger: {
      display: 'inline-flex',
      color: 'fg.muted',
      cursor: 'pointer',
      borderRadius: 'sm',
      _hover: { color: 'fg.default' },
      _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus' },
    },
    content: { ...popoverPanel, minWidth: 'var(--reference-width)' },
    list: { display: 'flex', flexDirection: 'column' },
    item: {
      ...listItem,
      justifyContent: 'space-between',
      _selected: { fontWeight: 'medium' },
    },
    itemText: { flex: '1' },
    itemIndicator: { display: 'inline-flex', '& svg': { color: 'accent.fg' } },
    itemGroup: { display: 'flex', flexDirection: 'column' },
    itemGroupLabel: groupLabel,
  },
  variants: {
    size: {
      md: { trigger: { minHeight: '11', textStyle: 'md' } },
      lg: { trigger: { minHeight: '12', px: '4', textStyle: 'lg' } },
    },
  },
  defaultVariants: { size: 'md' },
})
