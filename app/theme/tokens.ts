import { defineTokens } from '@pandacss/dev'

/**
 * Raw design tokens. Components never use these directly (see semantic-tokens.ts);
 * they exist so the brand lives in one place and the contrast test can read the values.
 *
 * Palettes: navy (brand primary), teal (accent, the interactive colour), gold (highlight,
 * e.g. review stars), a cool grey with a hint of navy, and four status hues.
 */
export const colors = defineTokens.colors({
  white: { value: '#ffffff' },
  black: { value: '#000000' },
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  navy: {
    50: { value: '#eef3f9' },
    100: { value: '#d9e3f0' },
    200: { value: '#b3c7e0' },
    300: { value: '#8aa6cb' },
    400: { value: '#5d7fae' },
    500: { value: '#3b5f8f' },
    600: { value: '#264a78' },
    700: { value: '#173862' },
    800: { value: '#102c52' },
    900: { value: '#0b2545' },
    950: { value: '#061628' },
  },
  teal: {
    50: { value: '#effaf8' },
    100: { value: '#d3f1ec' },
    200: { value: '#a8e2d9' },
    300: { value: '#72ccc0' },
    400: { value: '#3fb0a3' },
    500: { value: '#1f9487' },
    600: { value: '#0f6d64' },
    700: { value: '#0f625a' },
    800: { value: '#0e4f49' },
    900: { value: '#0c413c' },
  },
  gold: {
    50: { value: '#fdf8ec' },
    100: { value: '#faedc8' },
    200: { value: '#f4d98d' },
    400: { value: '#e3a92c' },
    500: { value: '#b7791f' },
    600: { value: '#a86c10' },
    700: { value: '#865211' },
  },
  gray: {
    25: { value: '#fbfcfd' },
    50: { value: '#f5f7fa' },
    100: { value: '#eef1f5' },
    200: { value: '#e1e6ec' },
    300: { value: '#cbd2db' },
    400: { value: '#7b8899' },
    500: { value: '#5f6b7b' },
    600: { value: '#4f5b6b' },
    700: { value: '#3a4554' },
    800: { value: '#263140' },
    900: { value: '#16202d' },
  },
  red: {
    50: { value: '#fef3f2' },
    200: { value: '#f6c4bd' },
    600: { value: '#c22f22' },
    700: { value: '#a3261b' },
    800: { value: '#86231a' },
  },
  green: {
    50: { value: '#f0fbf3' },
    200: { value: '#b9e9c8' },
    600: { value: '#1c7a3e' },
    700: { value: '#186434' },
    800: { value: '#17512d' },
  },
  amber: {
    50: { value: '#fffaeb' },
    200: { value: '#fde08a' },
    700: { value: '#9a4f08' },
    800: { value: '#7c3f0b' },
  },
  blue: {
    50: { value: '#eff6ff' },
    200: { value: '#bfdbfe' },
    600: { value: '#2459d6' },
    700: { value: '#1d46b0' },
    800: { value: '#1e3a8a' },
  },
})

// 4px grid, same keys as Panda's default scale so the usual names work.
const scale = {
  0: { value: '0rem' },
  0.5: { value: '0.125rem' },
  1: { value: '0.25rem' },
  1.5: { value: '0.375rem' },
  2: { value: '0.5rem' },
  2.5: { value: '0.625rem' },
  3: { value: '0.75rem' },
  3.5: { value: '0.875rem' },
  4: { value: '1rem' },
  4.5: { value: '1.125rem' },
  5: { value: '1.25rem' },
  5.5: { value: '1.375rem' },
  6: { value: '1.5rem' },
  7: { value: '1.75rem' },
  8: { value: '2rem' },
  9: { value: '2.25rem' },
  10: { value: '2.5rem' },
  11: { value: '2.75rem' }, // 44px: minimum touch target
  12: { value: '3rem' },
  14: { value: '3.5rem' },
  16: { value: '4rem' },
  20: { value: '5rem' },
  24: { value: '6rem' },
  28: { value: '7rem' },
  32: { value: '8rem' },
  36: { value: '9rem' },
  40: { value: '10rem' },
  44: { value: '11rem' },
  48: { value: '12rem' },
  52: { value: '13rem' },
  56: { value: '14rem' },
  60: { value: '15rem' },
  64: { value: '16rem' },
  72: { value: '18rem' },
  80: { value: '20rem' },
  96: { value: '24rem' },
}

export const spacing = defineTokens.spacing(scale)

export const sizes = defineTokens.sizes({
  ...scale,
  xs: { value: '20rem' },
  sm: { value: '24rem' },
  md: { value: '28rem' },
  lg: { value: '32rem' },
  xl: { value: '36rem' },
  '2xl': { value: '42rem' },
  '3xl': { value: '48rem' },
  '4xl': { value: '56rem' },
  '5xl': { value: '64rem' },
  '6xl': { value: '72rem' },
  '7xl': { value: '80rem' },
  // The container pattern from @pandacss/preset-base uses maxWidth: '8xl'.
  '8xl': { value: '80rem' },
  prose: { value: '65ch' },
  full: { value: '100%' },
  min: { value: 'min-content' },
  max: { value: 'max-content' },
  fit: { value: 'fit-content' },
  // Minimum hit area for anything a finger taps (WCAG 2.5.5).
  touch: { value: '2.75rem' },
})

export const radii = defineTokens.radii({
  none: { value: '0' },
  xs: { value: '0.125rem' },
  sm: { value: '0.25rem' },
  md: { value: '0.375rem' },
  lg: { value: '0.5rem' },
  xl: { value: '0.75rem' },
  '2xl': { value: '1rem' },
  full: { value: '9999px' },
})

// System font stacks only: nothing to download, no layout shift from font swapping.
export const fonts = defineTokens.fonts({
  sans: {
    value: [
      'system-ui',
      '-apple-system',
      '"Segoe UI"',
      'Roboto',
      '"Helvetica Neue"',
      '"Noto Sans"',
      'Arial',
      'sans-serif',
      '"Apple Color Emoji"',
      '"Segoe UI Emoji"',
    ],
  },
  mono: {
    value: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', '"Liberation Mono"', 'monospace'],
  },
})

export const fontSizes = defineTokens.fontSizes({
  xs: { value: '0.75rem' },
  sm: { value: '0.875rem' },
  md: { value: '1rem' },
  lg: { value: '1.125rem' },
  xl: { value: '1.25rem' },
  '2xl': { value: '1.5rem' },
  '3xl': { value: '1.875rem' },
  '4xl': { value: '2.25rem' },
  '5xl': { value: '3rem' },
  '6xl': { value: '3.75rem' },
  '7xl': { value: '4.5rem' },
})

export const fontWeights = defineTokens.fontWeights({
  normal: { value: '400' },
  medium: { value: '500' },
  semibold: { value: '600' },
  bold: { value: '700' },
})

export const lineHeights = defineTokens.lineHeights({
  none: { value: '1' },
  tight: { value: '1.25' },
  snug: { value: '1.375' },
  normal: { value: '1.5' },
  relaxed: { value: '1.625' },
})

export const letterSpacings = defineTokens.letterSpacings({
  tight: { value: '-0.015em' },
  normal: { value: '0' },
  wide: { value: '0.025em' },
})

export const shadows = defineTokens.shadows({
  xs: { value: '0 1px 2px 0 rgb(11 37 69 / 0.06)' },
  sm: { value: ['0 1px 3px 0 rgb(11 37 69 / 0.10)', '0 1px 2px -1px rgb(11 37 69 / 0.10)'] },
  md: { value: ['0 4px 6px -1px rgb(11 37 69 / 0.10)', '0 2px 4px -2px rgb(11 37 69 / 0.10)'] },
  lg: { value: ['0 10px 15px -3px rgb(11 37 69 / 0.12)', '0 4px 6px -4px rgb(11 37 69 / 0.10)'] },
  xl: { value: ['0 20px 25px -5px rgb(11 37 69 / 0.14)', '0 8px 10px -6px rgb(11 37 69 / 0.10)'] },
})

export const durations = defineTokens.durations({
  fast: { value: '120ms' },
  normal: { value: '200ms' },
  slow: { value: '300ms' },
  spinner: { value: '800ms' },
  // Under prefers-reduced-motion the spinner keeps turning (it carries meaning) but slowly.
  spinnerReduced: { value: '2400ms' },
})

export const easings = defineTokens.easings({
  default: { value: 'cubic-bezier(0.4, 0, 0.2, 1)' },
  in: { value: 'cubic-bezier(0.4, 0, 1, 1)' },
  out: { value: 'cubic-bezier(0, 0, 0.2, 1)' },
  emphasized: { value: 'cubic-bezier(0.21, 1.02, 0.73, 1)' },
  linear: { value: 'linear' },
})

export const zIndex = defineTokens.zIndex({
  hide: { value: -1 },
  base: { value: 0 },
  raised: { value: 1 },
  docked: { value: 10 },
  sticky: { value: 1100 },
  overlay: { value: 1300 },
  modal: { value: 1400 },
  dropdown: { value: 1500 },
  skipLink: { value: 1600 },
  toast: { value: 1700 },
})

export const opacity = defineTokens.opacity({
  disabled: { value: '0.5' },
})

export const tokens = defineTokens({
  colors,
  spacing,
  sizes,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  shadows,
  durations,
  easings,
  zIndex,
  opacity,
})

export const breakpoints = {
  sm: '640px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
}
