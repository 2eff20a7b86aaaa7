import { defineSemanticTokens } from '@pandacss/dev'

/**
 * Semantic tokens: the only colours components may use (strictTokens + code review).
 * Light theme only, dark text on light surfaces.
 *
 * Naming:
 * - `bg.*`      surfaces: canvas (page) < default (cards, inputs) ; subtle/muted for hover, wells.
 * - `fg.*`      text: default, muted (secondary), subtle (placeholders, captions),
 *               onAccent (text/icons on ANY solid fill: accent, brand and status `default`s).
 * - `border.*`  default = boundaries of controls (3:1), subtle = decorative dividers only,
 *               focus = focus ring.
 * - `accent.*`  the interactive colour (teal): default = solid fill, emphasized = its hover,
 *               fg = accent-coloured text/icons on light surfaces, subtle = tinted surface.
 * - `brand.*`   navy, for headings, header/footer bands and hero surfaces.
 * - `neutral.*` grey palette for secondary actions and neutral badges.
 * - `danger|success|warning|info.*`  same shape.
 * Every palette (accent, brand, neutral, the four statuses) has the same keys: default,
 * emphasized, fg, subtle, border (decorative tinted outline). Recipes pick one with
 * `colorPalette` and use `colorPalette.fg` etc., so a tone variant costs a few CSS variables.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.gray.50}' },
      default: { value: '{colors.white}' },
      subtle: { value: '{colors.gray.100}' },
      muted: { value: '{colors.gray.200}' },
      backdrop: { value: 'rgb(6 22 40 / 0.55)' },
    },
    fg: {
      default: { value: '{colors.gray.900}' },
      muted: { value: '{colors.gray.600}' },
      subtle: { value: '{colors.gray.500}' },
      onAccent: { value: '{colors.white}' },
      heading: { value: '{colors.navy.900}' },
    },
    border: {
      default: { value: '{colors.gray.400}' },
      subtle: { value: '{colors.gray.200}' },
      focus: { value: '{colors.blue.600}' },
    },
    accent: {
      default: { value: '{colors.teal.600}' },
      emphasized: { value: '{colors.teal.800}' },
      fg: { value: '{colors.teal.700}' },
      subtle: { value: '{colors.teal.50}' },
      muted: { value: '{colors.teal.100}' },
      border: { value: '{colors.teal.200}' },
    },
    brand: {
      default: { value: '{colors.navy.900}' },
      emphasized: { value: '{colors.navy.700}' },
      fg: { value: '{colors.navy.900}' },
      subtle: { value: '{colors.navy.50}' },
      border: { value: '{colors.navy.200}' },
    },
    neutral: {
      default: { value: '{colors.gray.800}' },
      emphasized: { value: '{colors.gray.900}' },
      fg: { value: '{colors.gray.900}' },
      subtle: { value: '{colors.gray.100}' },
      border: { value: '{colors.gray.400}' },
    },
    // Graphics only (review stars): 3:1, not a text colour.
    highlight: {
      fg: { value: '{colors.gold.500}' },
      subtle: { value: '{colors.gold.50}' },
    },
    danger: {
      default: { value: '{colors.red.600}' },
      emphasized: { value: '{colors.red.800}' },
      fg: { value: '{colors.red.700}' },
      subtle: { value: '{colors.red.50}' },
      border: { value: '{colors.red.200}' },
    },
    success: {
      default: { value: '{colors.green.600}' },
      emphasized: { value: '{colors.green.800}' },
      fg: { value: '{colors.green.700}' },
      subtle: { value: '{colors.green.50}' },
      border: { value: '{colors.green.200}' },
    },
    warning: {
      default: { value: '{colors.amber.700}' },
      emphasized: { value: '{colors.amber.800}' },
      fg: { value: '{colors.amber.700}' },
      subtle: { value: '{colors.amber.50}' },
      border: { value: '{colors.amber.200}' },
    },
    info: {
      default: { value: '{colors.blue.600}' },
      emphasized: { value: '{colors.blue.800}' },
      fg: { value: '{colors.blue.700}' },
      subtle: { value: '{colors.blue.50}' },
      border: { value: '{colors.blue.200}' },
    },
  },
  shadows: {
    card: { value: '{shadows.sm}' },
    overlay: { value: '{shadows.xl}' },
  },
})

export type ContrastPair = {
  fg: string
  bg: string
  /** 4.5 for text (WCAG 1.4.3 AA); 3 for UI boundaries and graphics (1.4.11) or large text. */
  min: 4.5 | 3
  use: string
}

const on = (fg: string, bgs: string[], min: 4.5 | 3, use: string): ContrastPair[] =>
  bgs.map((bg) => ({ fg, bg, min, use }))

const statuses = ['danger', 'success', 'warning', 'info'] as const
const palettes = ['accent', 'brand', 'neutral', ...statuses] as const

/**
 * Every foreground/background combination the recipes in app/theme/ use.
 * contrast.test.ts checks each one from the token values; add a line here when a recipe
 * puts a new colour on a new surface. `border.subtle` and `<palette>.border` are decorative
 * (never the only boundary of a control) and have no entry on purpose.
 */
export const contrastPairs: ContrastPair[] = [
  ...on(
    'fg.default',
    ['bg.canvas', 'bg.default', 'bg.subtle', 'bg.muted', ...palettes.map((p) => `${p}.subtle`)],
    4.5,
    'body text, labels, menu items, toast titles, text on tinted surfaces',
  ),
  ...on('fg.heading', ['bg.canvas', 'bg.default', 'bg.subtle'], 4.5, 'headings, dialog titles'),
  ...on(
    'fg.muted',
    ['bg.canvas', 'bg.default', 'bg.subtle', 'bg.muted'],
    4.5,
    'secondary text, helper text, descriptions, close buttons',
  ),
  ...on('fg.subtle', ['bg.canvas', 'bg.default', 'bg.subtle'], 4.5, 'placeholders, captions'),
  ...on(
    'fg.onAccent',
    palettes.flatMap((p) => [`${p}.default`, `${p}.emphasized`]),
    4.5,
    'text and icons on solid fills (solid buttons and badges, checked checkbox tick)',
  ),
  ...palettes.flatMap((p) =>
    on(
      `${p}.fg`,
      ['bg.canvas', 'bg.default', 'bg.subtle', `${p}.subtle`],
      4.5,
      'outline/ghost/link buttons and their hover, subtle badges, error text, toast icons',
    ),
  ),
  ...on('fg.default', ['accent.muted'], 4.5, 'text selection highlight (::selection)'),
  ...on('highlight.fg', ['bg.default', 'highlight.subtle'], 3, 'star icons (graphics)'),
  ...on(
    'border.default',
    ['bg.canvas', 'bg.default', 'bg.subtle'],
    3,
    'boundaries of inputs, selects, checkboxes; unchecked switch track',
  ),
  ...on('bg.default', ['border.default'], 3, 'switch thumb on the unchecked track'),
  ...on('border.focus', ['bg.canvas', 'bg.default', 'bg.subtle'], 3, 'focus ring (2px, offset 2px)'),
  ...palettes.flatMap((p) =>
    on(`${p}.default`, ['bg.canvas', 'bg.default'], 3, 'solid fills: checked controls, solid buttons, invalid border'),
  ),
]
