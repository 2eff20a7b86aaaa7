import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  html: {
    fontFamily: 'sans',
    lineHeight: 'normal',
    color: 'fg.default',
    bg: 'bg.canvas',
    '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
    // The floating buttons along the bottom edge ('Get Instant Help', an agent's quick contact
    // buttons on a phone): a control brought into view (Tab, a field with an error, a link to an
    // anchor) stops above them instead of under them.
    scrollPaddingBottom: 'calc(env(safe-area-inset-bottom, 0px) + 5rem)',
  },
  '*, *::before, *::after': { borderColor: 'border.subtle' },
  '::selection': { bg: 'accent.muted', color: 'fg.default' },
  'h1, h2, h3, h4': { color: 'fg.heading', textWrap: 'balance' },
  a: { color: 'accent.fg' },
  // Links in running text (no class of their own) are underlined, not told apart by colour alone.
  'a:not([class])': { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
})
