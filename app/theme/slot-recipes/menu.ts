import { menuAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { groupLabel, listItem, popoverPanel } from '#app/theme/recipes/shared.ts'

export const menu = defineSlotRecipe({
  className: 'menu',
  jsx: [/^Menu\./],
  slots: menuAnatomy.keys(),
  base: {
    content: popoverPanel,
    item: listItem,
    triggerItem: { ...listItem, justifyContent: 'space-between' },
    itemText: { flex: '1' },
    itemIndicator: { display: 'inline-flex', color: 'accent.fg', '& svg': { color: 'inherit' } },
    itemGroupLabel: groupLabel,
    separator: {
      my: '1',
      mx: '-1',
      borderTopWidth: '1px',
      borderTopStyle: 'solid',
      borderColor: 'border.subtle',
    },
    indicator: {
      display: 'inline-flex',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      _open: { transform: 'rotate(180deg)' },
      _motionReduce: { transitionDuration: '0s' },
    },
    arrow: { '--arrow-size': 'sizes.3', '--arrow-background': 'colors.bg.default' },
    arrowTip: { borderTopWidth: '1px', borderInlineStartWidth: '1px', borderColor: 'border.subtle' },
  },
})
