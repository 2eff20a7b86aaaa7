import { defineTextStyles } from '@pandacss/dev'

export const textStyles = defineTextStyles({
  xs: { value: { fontSize: 'xs', lineHeight: '1rem' } },
  sm: { value: { fontSize: 'sm', lineHeight: '1.25rem' } },
  md: { value: { fontSize: 'md', lineHeight: '1.5rem' } },
  lg: { value: { fontSize: 'lg', lineHeight: '1.75rem' } },
  xl: { value: { fontSize: 'xl', lineHeight: '1.75rem' } },
  '2xl': { value: { fontSize: '2xl', lineHeight: '2rem', letterSpacing: 'tight' } },
  '3xl': { value: { fontSize: '3xl', lineHeight: '2.25rem', letterSpacing: 'tight' } },
  '4xl': { value: { fontSize: '4xl', lineHeight: '2.5rem', letterSpacing: 'tight' } },
  '5xl': { value: { fontSize: '5xl', lineHeight: '1.1', letterSpacing: 'tight' } },
  '6xl': { value: { fontSize: '6xl', lineHeight: '1', letterSpacing: 'tight' } },
})
