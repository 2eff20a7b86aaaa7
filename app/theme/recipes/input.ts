import { defineRecipe } from '@pandacss/dev'
import { inputBase } from './shared'

// 16px text at every size: smaller text makes iOS Safari zoom into the field.
export const input = defineRecipe({
  className: 'input',
  jsx: ['Input', 'Field.Input'],
  base: inputBase,
  variants: {
    size: {
      md: { height: '11', px: '3', textStyle: 'md' },
      lg: { height: '12', px: '4', textStyle: 'lg' },
    },
  },
  defaultVariants: { size: 'md' },
})

export const textarea = defineRecipe({
  className: 'textarea',
  jsx: ['Textarea', 'Field.Textarea'],
  base: { ...inputBase, px: '3', py: '2', textStyle: 'md', minHeight: '24', resize: 'vertical' },
})
